"""The engine facade's feature mixins (one module per feature); ``core.Engine`` combines them."""
