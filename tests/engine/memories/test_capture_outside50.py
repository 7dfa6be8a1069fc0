"""Round 49's outside-check leftovers, as a hostile agent would send them: a source flooding the review queue."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from core import Engine, RefusedError, Settings, ValidationError
from core.agents.batch import BatchError

AGENT = "agent:looper"
SOURCE = "mcp:looper"


def _engine_with(db_path, clock, migrated_store, **capture) -> Engine:
    """An engine on the test's store (as the ``engine`` fixture makes it) with these ``[capture]`` settings."""
    if isinstance(db_path, Path) and not db_path.exists():
        shutil.copyfile(migrated_store, db_path)
    settings = Settings()
    return Engine(db_path, settings=replace(settings, capture=replace(settings.capture, **capture)), clock=clock)


@pytest.fixture
def quota_engine(db_path, clock, migrated_store):
    """An engine whose sources may each keep three memories pending."""
    with _engine_with(db_path, clock, migrated_store, max_pending_per_source=3) as eng:
        yield eng


def _stage(engine, text: str, *, source: str = SOURCE, actor: str = AGENT, **fields):
    return engine.memories.remember(text, kind="project", source=source, actor=actor, **fields)


def test_an_agents_source_past_its_pending_bound_is_refused_saying_what_to_do(quota_engine):
    for n in range(3):
        _stage(quota_engine, f"build step {n} runs in the ci container")
    with pytest.raises(RefusedError) as info:
        _stage(quota_engine, "build step 3 runs in the ci container")
    assert info.value.code == "queue_full"
    message = str(info.value)
    assert "more than 3 memories from mcp:looper" in message and "max_pending_per_source" in message
    assert "Nothing was stored" in message and "review" in message
    assert quota_engine.memories.count(statuses=["pending"]) == 3


def test_a_review_makes_room_and_other_sources_and_people_are_not_held(quota_engine):
    ids = [_stage(quota_engine, f"build step {n} runs in the ci container").id for n in range(3)]
    # another agent's source and a person's capture are not bounded by this source's queue
    assert _stage(quota_engine, "the docs site deploys from main", source="mcp:other",
                  actor="agent:other").status == "pending"
    for n in range(4):
        assert quota_engine.memories.remember(f"person note {n} on the release train", kind="project",
                                              actor="human:ada").status == "pending"
    # a person promotes one and rejects one: two places free for the agent again
    quota_engine.memories.promote([ids[0]], actor="human:ada")
    quota_engine.memories.reject([ids[1]], actor="human:ada")
    assert _stage(quota_engine, "build step 3 runs in the ci container").status == "pending"
    assert _stage(quota_engine, "build step 4 runs in the ci container").status == "pending"
    with pytest.raises(RefusedError):
        _stage(quota_engine, "build step 5 runs in the ci container")


def test_at_the_bound_a_resend_a_restatement_and_a_revision_still_answer(quota_engine):
    first = _stage(quota_engine, "the staging cluster runs k8s 1.29", external_id="k8s")
    _stage(quota_engine, "build step 1 runs in the ci container")
    _stage(quota_engine, "build step 2 runs in the ci container")
    # nothing new is queued by any of these, so the bound does not refuse them
    again = _stage(quota_engine, "the staging cluster runs k8s 1.29", external_id="k8s")
    assert (again.id, again.created) == (first.id, False)
    restated = _stage(quota_engine, "build step 1 runs in the ci container")
    assert restated.duplicate_of is not None
    revised = _stage(quota_engine, "the staging cluster runs k8s 1.30", external_id="k8s")
    assert revised.status == "pending" and revised.id != first.id
    assert quota_engine.memories.count(statuses=["pending"]) == 3


def test_a_batch_that_would_pass_the_bound_stores_nothing(quota_engine):
    _stage(quota_engine, "build step 0 runs in the ci container")
    items = [{"content": f"deploy check {n} passes on staging", "kind": "project", "source": SOURCE}
             for n in range(3)]
    with pytest.raises((RefusedError, BatchError)) as info:
        quota_engine.memories.remember_batch(items, actor=AGENT)
    assert getattr(info.value, "code", "") == "queue_full"
    assert quota_engine.memories.count(statuses=["pending"]) == 1


def test_zero_turns_the_bound_off(db_path, clock, migrated_store):
    with _engine_with(db_path, clock, migrated_store, max_pending_per_source=0) as engine:
        for n in range(5):
            _stage(engine, f"build step {n} runs in the ci container")
        assert engine.memories.count(statuses=["pending"]) == 5


def test_control_characters_removed_from_a_capture_are_said_in_its_answer(engine):
    result = engine.memories.remember("the deploy key rotates\x00 every 90 days\x1b[0m", kind="project",
                                      source=SOURCE, actor=AGENT)
    assert engine.memories.get(result.id).content == "the deploy key rotates every 90 days[0m"
    assert result.note == "2 control characters (NUL, ESC) removed from the text as sent; the rest is stored as given"
    assert result.to_dict()["note"] == result.note
    # the same text again is a restatement: the answer still says what was removed
    again = engine.memories.remember("the deploy key rotates\x00 every 90 days\x1b[0m", kind="project",
                                     source=SOURCE, actor=AGENT)
    assert again.duplicate_of == result.id and again.note == result.note
    # clean text carries no note, and its answer keeps its old shape
    plain = engine.memories.remember("the release train leaves on thursdays", kind="project")
    assert plain.note is None and "note" not in plain.to_dict()


def test_the_cli_prints_what_capture_removed(cli):
    result = cli("remember", "the build cache\x07 lives on the nas")
    assert result.code == 0
    assert "note: 1 control character (BEL) removed" in result.stdout


@pytest.mark.parametrize("text", [
    "use ѕk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd for the bot",   # Cyrillic dze for s
    "the bot reads gһp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789 at start",         # Cyrillic shha for h
    "the deploy key id is AKIАI44QH8DHBEXAMPLE",                              # Cyrillic A inside an AWS id
])
def test_a_key_spelled_with_cyrillic_lookalikes_is_refused_as_a_key(engine, text):
    with pytest.raises(RefusedError) as info:
        engine.memories.remember(text, kind="project", source=SOURCE, actor=AGENT)
    assert info.value.code == "credential"
    assert engine.memories.count(statuses=["pending"]) == 0


@pytest.mark.parametrize("text", [
    "Сервер сборки работает на порту 8080, а база данных на сервере Postgres",
    "Ο διακομιστής τρέχει Python 3.12 και η βάση είναι PostgreSQL",
    "Команда перешла с Jenkins на GitLab CI в марте",
])
def test_cyrillic_and_greek_prose_is_not_taken_for_a_key(engine, text):
    assert engine.memories.remember(text, kind="project").status == "pending"


def test_the_rest_mirror_answers_a_full_queue_with_429_so_a_client_backs_off():
    from core.interfaces.serving.results import ToolOutcome

    assert ToolOutcome({"code": "queue_full", "error": "…"}, is_error=True).http_status == 429


def test_a_client_that_renames_itself_each_call_is_held_by_the_whole_queues_bound(db_path, clock, migrated_store):
    with _engine_with(db_path, clock, migrated_store, max_pending_per_source=3, max_pending=5) as engine:
        engine.memories.remember("a person's own note on the release train", kind="project", actor="human:ada")
        for n in range(4):
            _stage(engine, f"build step {n} runs in the ci container", source=f"http:runner-{n}",
                   actor=f"agent:runner-{n}")
        with pytest.raises(RefusedError) as info:
            _stage(engine, "build step 9 runs in the ci container", source="http:runner-9", actor="agent:runner-9")
        assert info.value.code == "queue_full" and "more than 5 memories in all" in str(info.value)
        assert "[capture] max_pending;" in str(info.value)
        # a person is never held by it
        assert engine.memories.remember("another note of ada's", kind="project", actor="human:ada").created
        assert engine.memories.count(statuses=["pending"]) == 6


@pytest.mark.parametrize("text", [
    "the ci config value is g\u034fhp_Zk3Qm8Rt2Vx7Lp4Nw9Bc6Hd1Jf5Gs0Ky2Ta8 for now",   # combining grapheme joiner
    "the ci config value is g\ufe0fhp_Zk3Qm8Rt2Vx7Lp4Nw9Bc6Hd1Jf5Gs0Ky2Ta8 for now",   # a variation selector
    "the ci config value is g\u0301hp_Zk3Qm8Rt2Vx7Lp4Nw9Bc6Hd1Jf5Gs0Ky2Ta8 for now",   # a combining accent
    "the ci config value is g\u3164hp_Zk3Qm8Rt2Vx7Lp4Nw9Bc6Hd1Jf5Gs0Ky2Ta8 for now",   # a Hangul filler
    "the deploy key id is AKIAQ3ZK7\u04aeRT2MN5PLXW",                                # Cyrillic straight U
    "the bot key is sk-an\u03c4-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd",      # Greek tau
    "billing uses sk_\u04cfive_4eC39HqLyjWDarjtT1zdp7dcAbCdEfGhIjKl",                # Cyrillic palochka
    "the deploy key id is AKIA\u13aa3ZK7YRT2MN5PLXW",                                # Cherokee A
])
def test_a_key_hidden_by_a_mark_a_filler_or_a_rarer_lookalike_is_refused(engine, text):
    with pytest.raises(RefusedError) as info:
        engine.memories.remember(text, kind="project", source=SOURCE, actor=AGENT)
    assert info.value.code == "credential"


@pytest.mark.parametrize("text", ["Tiếng Việt: người dùng thích Neovim", "I \u2764\ufe0f vim and \U0001f44d\U0001f3fd",
                                  "Café crème at the Zürich office", "Деплой на Kubernetes в пятницу"])
def test_accents_emoji_and_mixed_language_notes_are_not_taken_for_keys(engine, text):
    assert engine.memories.remember(text, kind="project").status == "pending"


def test_a_character_drawn_as_nothing_is_shown_where_a_person_reads():
    from core.text.visible import visible

    assert visible("g\u034fhp_x and \u3164") == "g<U+034F>hp_x and <U+3164>"
    assert visible("I \u2764\ufe0f vim") == "I \u2764\ufe0f vim"  # an emoji's presentation selector is spelling


@pytest.mark.parametrize("field", ["external_id", "session"])
def test_a_control_character_in_an_identifier_is_refused_not_removed(engine, field):
    """Removing it made two ids one ("b\\x00x" and "bx") without a word."""
    with pytest.raises(ValidationError) as info:
        engine.memories.remember("the nightly build runs at 02:00", kind="project", **{field: "b\x00x"})
    assert info.value.code == f"invalid_{field}" and "control character (NUL)" in str(info.value)
    assert engine.memories.count(statuses=["pending"]) == 0


@pytest.mark.parametrize("key", ["id", "label", "url"])
def test_a_control_character_in_a_ref_is_refused(engine, key):
    ref = {"type": "document", "id": "design-doc", "url": "https://example.com/d", "label": "the doc"}
    ref[key] = ref[key][:4] + "\x1b" + ref[key][4:]
    with pytest.raises(ValidationError) as info:
        engine.memories.remember("the nightly build runs at 02:00", kind="project", refs=[ref])
    assert info.value.code == "invalid_ref" and "control character (ESC)" in str(info.value)


def test_an_amend_says_what_it_removed_from_its_text_and_its_reason(engine):
    original = engine.memories.remember("the cache is memcached", kind="project")
    engine.memories.promote([original.id])
    result = engine.memories.amend(original.id, "the cache\x00 is now redis", source=SOURCE,
                                   reason="moved\x07 in march", actor=AGENT)
    assert engine.memories.get(result.id).content == "the cache is now redis"
    assert "1 control character (NUL) removed from the text" in result.note
    assert "1 control character (BEL) removed from the reason" in result.note
    assert all("\x07" not in row.reason for row in engine.memories.show(result.id).proposals)


def test_content_made_only_of_control_characters_says_so(engine):
    with pytest.raises(ValidationError) as info:
        engine.memories.remember("\x00\x1b\x07", kind="project")
    assert info.value.code == "empty_content" and "only control characters (NUL, ESC, BEL)" in str(info.value)


def test_the_queue_full_refusal_reads_the_same_through_the_rest_mirror(quota_engine):
    from core.interfaces.serving.results import public_message

    for n in range(3):
        _stage(quota_engine, f"build step {n} runs in the ci container")
    with pytest.raises(RefusedError) as info:
        _stage(quota_engine, "build step 3 runs in the ci container")
    assert public_message(info.value.message) == info.value.message  # nothing in it is taken for a file path
    assert "more than 3 memories" in info.value.message


@pytest.mark.parametrize("given", ["ünïcødé-ßot", "unknown", "a" * 41, "mcp:evil",
                                   "sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd"])
def test_an_as_name_memdesk_would_alter_is_refused_with_what_to_give(cli, given):
    result = cli("mcp", "--as", given)
    assert result.code != 0
    assert "--as" in result.stderr and "AbCdEfGh" not in result.stderr


def test_doctor_names_a_source_at_its_bound_and_the_queue_near_its_own(db_path, clock, migrated_store):
    with _engine_with(db_path, clock, migrated_store, max_pending_per_source=3, max_pending=5) as engine:
        assert {c.name: c.status for c in engine.quality.doctor().checks}["queue_bounds"] == "ok"
        for n in range(3):
            _stage(engine, f"build step {n} runs in the ci container")
        engine.memories.remember("ada's note on the release train", kind="project", actor="human:ada")
        check = next(c for c in engine.quality.doctor().checks if c.name == "queue_bounds")
        assert check.status == "warn" and "1 at the bound" in check.detail
        assert {"source": SOURCE, "pending": 3, "bound": 3} in check.items
        assert {"source": "(all)", "pending": 4, "bound": 5} in check.items


def test_a_persons_edit_and_an_import_say_what_they_removed(cli, engine, tmp_path):
    staged = engine.memories.remember("the cache is memcached", kind="project")
    edited = cli("edit", str(staged.id), "--text", "the cache\x07 is redis")
    assert edited.code == 0 and "note: 1 control character (BEL) removed" in edited.stdout
    assert engine.memories.get(staged.id).content == "the cache is redis"
    lines = tmp_path / "items.jsonl"
    lines.write_text('{"content": "the build runs\\u001b on arm"}\n{"content": "the docs deploy from main"}\n',
                     encoding="utf-8")
    imported = cli("import-jsonl", str(lines))
    assert imported.code == 0
    assert "note item 0 (line 1): 1 control character (ESC) removed" in imported.stdout


@pytest.mark.parametrize("field", ["namespace", "kind", "tags"])
def test_a_control_character_in_a_name_is_refused_not_turned_into_a_dash(engine, field):
    value = ["q\x0b2"] if field == "tags" else "n\x1fs"
    with pytest.raises(ValidationError) as info:
        engine.memories.remember("the nightly build runs at 02:00", **{field: value})
    assert "control character" in str(info.value)


@pytest.mark.parametrize("text", [
    "AKIA\u180bIOSFODNN7EXAMPLE is the aws key",                     # a Mongolian variation selector
    "\ua4eeKIAIOSFODNN7EXAMPLE is the aws key",                      # Lisu A
    'export API_T\ua4f3KEN="abcd1234efgh"',                          # Lisu O
    "passw\u1d0frd=hunter2hunter",                                   # small capital o
    "\u0410\u041a\u0406\u0410I44QH8DHBEXAMPLE is the key",           # every letter of AKIA Cyrillic
    "\u0440\u0430\u0455\u0455\u051d\u043e\u0433\u0501: hunter2xyz",  # "password" all in Cyrillic look-alikes
    "password\ua789 hunter2hunter",                                  # a modifier-letter colon
    'export API_TOKEN\ua78a"abcd1234efgh"',                          # a modifier-letter equals sign
    "g\u0e31hp_Zk3Qm8Rt2Vx7Lp4Nw9Bc6Hd1Jf5Gs0Ky2Ta8 is the ci token",  # a Thai mark of combining class 0
])
def test_the_recheck_s_variants_are_refused_as_keys(engine, text):
    with pytest.raises(RefusedError) as info:
        engine.memories.remember(text, kind="project", source=SOURCE, actor=AGENT)
    assert info.value.code == "credential"


PROSE = [line for line in """
Сервер сборки работает на порту 8080, а база данных на сервере Postgres 16
Команда перешла с Jenkins на GitLab CI в марте, пароль больше не нужен
Сървърът за компилация е на порт 9000 и се рестартира всяка нощ
Сервер бази података ради на порту 5432 у Београду
Деректер қоры серверінде Postgres 15 жұмыс істейді
Мэдээллийн сангийн сервер Улаанбаатарт байрладаг
Người dùng thích dùng Neovim với cấu hình Lua và chạy trên máy Mac
उपयोगकर्ता को डार्क मोड पसंद है और वह हर सुबह सर्वर जाँचता है
يفضل المستخدم الوضع الداكن ويستخدم خادم PostgreSQL في الرياض
המשתמש מעדיף מצב כהה ומשתמש בשרת Redis 7 בתל אביב
ผู้ใช้ชอบโหมดมืดและใช้เซิร์ฟเวอร์ในกรุงเทพ
사용자는 다크 모드를 선호하고 서울의 서버를 사용합니다
ユーザーはダークモードを好み、東京のサーバーを使っています
Користувач віддає перевагу темній темі, токен доступу зберігається у сховищі
Пароль от Wi-Fi висит на стене в офисе
ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ ᎠᏂᏴᏫ ᏗᎦᏅᏍᏗ
Ἀθῆναι: ὁ διακομιστὴς ἐν Ἀθήναις
Հայերեն․ օգտատերը նախընտրում է մուգ ռեժիմը
""".splitlines() if line]


@pytest.mark.parametrize("text", PROSE)
def test_prose_in_other_scripts_is_never_read_as_a_key(engine, text):
    assert engine.memories.remember(text, kind="project").status == "pending"


def test_a_rejected_text_resent_with_one_latin_letter_swapped_is_still_the_rejected_text(engine):
    rejected = engine.memories.remember("Deploys go out on tuesdays from the release branch", kind="project",
                                        source=SOURCE, actor=AGENT)
    engine.memories.reject([rejected.id], actor="human:ada", reason="we deploy on thursdays")
    again = engine.memories.remember("Deploys go out on tuesd\u0430ys from the release branch", kind="project",
                                     source=SOURCE, actor=AGENT)
    assert again.id != rejected.id and "rejected" in (again.reason or "")


# Round 49's third outside check.

@pytest.mark.parametrize("fields", [{"namespace": "sk-ant-api03-xq7vabcdefghijklmnopqrstuvwxyz0123456789"},
                                    {"kind": "glpat-ab12cd34ef56gh78ij90"},
                                    {"refs": [{"type": "ghp_zk3qm8rt2vx7lp4nw9bc6hd1jf5gs0ky2ta8", "id": "x"}]}])
def test_a_key_given_as_a_namespace_a_kind_or_a_ref_type_is_refused(engine, fields):
    with pytest.raises(RefusedError) as info:
        engine.memories.remember("the nightly build runs at 02:00", source=SOURCE, actor=AGENT, **fields)
    assert info.value.code == "credential"
    assert engine.memories.count(statuses=["all"]) == 0


def test_a_client_name_holding_a_credential_is_recorded_as_unknown():
    from core.interfaces.serving.results import clean_client_name

    assert clean_client_name("postgres://admin:s3cr3tpassw0rd@db.internal") == "unknown"
    assert clean_client_name("ghp_Zk3Qm8Rt2Vx7Lp4Nw9Bc6Hd1Jf5Gs0Ky2Ta8") == "unknown"
    assert [clean_client_name(n) for n in ("Claude Code", "codex-mcp-client", "cursor-vscode")] == [
        "claude-code", "codex-mcp-client", "cursor-vscode"]


@pytest.mark.parametrize("text", [
    "\u1d00\u1d0b\u026a\u1d00IOSFODNN7EXAMPLE is the key",             # small capitals, read as capitals
    "\u0262hp_Zk3Qm8Rt2Vx7Lp4Nw9Bc6Hd1Jf5Gs0Ky2Ta8 is the token",      # a small capital, read as a small letter
    "AK\ua4f2AIOSFODNN7EXAMPLE is the key",                           # Lisu I
    "my pa\u0455\u0455word: hunter2hunter, \u043cy \u043fame",        # Cyrillic dze, em and pe
    "sk\u2014ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd",      # an em dash for the hyphen
    "\u03f9LIENT_SECRET=abcd1234EFGH",                                 # Greek lunate capital sigma
    "\u2c81ws key AKIAIOSFODNN7EXAMPL\u2c88",                          # Coptic
])
def test_the_third_checks_look_alikes_are_refused(engine, text):
    with pytest.raises(RefusedError) as info:
        engine.memories.remember(text, kind="project", source=SOURCE, actor=AGENT)
    assert info.value.code == "credential"


@pytest.mark.parametrize("text", ["пароль=hunter2hunter", "Passwort: hunter2hunter", "contraseña=hunter2hunter",
                                  "密码：hunter2hunter", "mot de passe = hunter2hunter", "κωδικός: hunter2hunter",
                                  "비밀번호: hunter2hunter", "hasło=hunter2hunter", "şifre: hunter2hunter",
                                  "the cache is redis://:Zq8rT4mLw2x@cache.internal:6379/0"])
def test_a_password_named_in_another_language_or_after_an_empty_user_is_refused(engine, text):
    with pytest.raises(RefusedError):
        engine.memories.remember(text, kind="project", source=SOURCE, actor=AGENT)


@pytest.mark.parametrize("text", ["ssh host key fingerprint SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s",
                                  "Das Passwort wird jeden Monat geändert", "La contraseña se cambia cada mes",
                                  "Пароль от Wi-Fi висит на стене в офисе"])
def test_a_public_fingerprint_and_prose_about_passwords_pass(engine, text):
    assert engine.memories.remember(text, kind="project").status == "pending"


@pytest.mark.parametrize("swapped", [
    "DEPLOYS GO OUT ON TUESDAYS FROM THE RELEASE BRANCH".replace("E", "\u0415").replace("H", "\u041d"),  # Cyrillic
    "Deploys go out on tuesdays from the release branch".replace("o", "\u03bf").replace("a", "\u0430"),
    "Deploys go out on tuesdays from the release bran\u13dfh",                                  # Cherokee C
    "Deploys go out on tuesdays from the release branch".replace("e", "\u1d07"),                 # small capitals
])
def test_a_promoted_text_restated_with_look_alikes_is_already_known(engine, swapped):
    promoted = engine.memories.remember("Deploys go out on tuesdays from the release branch", kind="project")
    engine.memories.promote([promoted.id])
    again = engine.memories.remember(swapped, kind="project", source=SOURCE, actor=AGENT)
    assert again.duplicate_of == promoted.id


def test_a_hook_summary_says_what_it_removed_instead_of_breaking_lines_there(engine):
    result = engine.agents.capture_summary({"session_id": "s-9", "hook_event_name": "PostCompact",
                                            "compact_summary": "Summary:\x0bthe cache is redis\x1cand the ci is arm"})
    memory = engine.memories.get(result.items[0].id)
    assert memory.content == "Summary:the cache is redisand the ci is arm"
    assert result.items[0].note.startswith("2 control characters (VT, U+001C) removed")


def test_doctor_leaves_a_persons_long_queue_out_of_the_bounds_it_names(db_path, clock, migrated_store):
    with _engine_with(db_path, clock, migrated_store, max_pending_per_source=3, max_pending=100) as engine:
        for n in range(4):
            engine.memories.remember(f"ada's note {n} on the release train", kind="project", actor="human:ada")
        check = next(c for c in engine.quality.doctor().checks if c.name == "queue_bounds")
        assert check.status == "ok"  # source "cli": a person's captures are never refused


def test_an_agent_cannot_revise_one_external_id_without_end(engine, monkeypatch):
    """Round 49's first outside check: with the queue full, 60 revisions left 60 rejected rows."""
    from core.memories import capture

    monkeypatch.setattr(capture, "MAX_REVISIONS", 3)
    for n in range(4):
        _stage(engine, f"the nightly build takes {n + 10} minutes", external_id="nightly")
    with pytest.raises(RefusedError) as info:
        _stage(engine, "the nightly build takes 20 minutes", external_id="nightly")
    assert info.value.code == "too_many_revisions" and "new external_id" in str(info.value)
    assert engine.memories.count(statuses=["rejected"]) == 3 and engine.memories.count(statuses=["pending"]) == 1
    # a person's resend is not bounded
    assert engine.memories.remember("the nightly build takes 21 minutes", kind="project", external_id="nightly",
                                    actor="human:ada").status == "pending"


def test_a_secret_in_a_hook_summary_is_refused_as_a_credential_not_as_a_batch(engine):
    with pytest.raises(RefusedError) as info:
        engine.agents.capture_summary({
            "session_id": "s-10", "hook_event_name": "PostCompact",
            "compact_summary": "Summary: the deploy key is ghp_Zk3Qm8Rt2Vx7Lp4Nw9Bc6Hd1Jf5Gs0Ky2Ta8"})
    assert info.value.code == "credential" and "the compaction summary looks like a GitHub token" in str(info.value)
    assert engine.memories.count(statuses=["all"]) == 0


# Round 49's fourth outside check.

@pytest.mark.parametrize("text", [
    "sk\u2800-an\u2800t-a\u2800pi0\u28003-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd",   # Braille blanks inside
    "la password è Hunter2Secret!", "كلمة المرور: Hunter2Secret!", "पासवर्ड: Hunter2Secret!",
    "סיסמה: Hunter2Secret!", "mật khẩu: Hunter2Secret!", "kata sandi: Hunter2Secret!",
    "пароль=\U0001d407\U0001d42e\U0001d427\U0001d42d\U0001d41e\U0001d42b\U0001d7d0!",   # a mathematical-bold value
    "пароль\ua789 Hunter2Secret!",                                                     # a modifier-letter colon
    "xoxb\u058a1234567890-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",                      # an Armenian hyphen
    "sk\u2017live\u20174eC39HqLyjWDarjtT1zdp7dcAbCd",                                  # a double low line
])
def test_the_fourth_checks_disguises_are_refused(engine, text):
    with pytest.raises(RefusedError) as info:
        engine.memories.remember(text, kind="project", source=SOURCE, actor=AGENT)
    assert info.value.code == "credential"


@pytest.mark.parametrize("text", [
    "set PASSWORD_MIN_LENGTH=14 in settings.py",
    "use `password=os.environ['DB_PASSWORD']` in the app config",
    "the favicon is iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "пароль: не менее 12 символов", "密码：至少12位",
])
def test_the_fourth_checks_false_alarms_pass(engine, text):
    assert engine.memories.remember(text, kind="project").status == "pending"


@pytest.mark.parametrize("resent", ["the\u2800staging\u2800database listens on port 5433 behind pgbouncer",
                                    "the staging database listens on port 5433 behind pgbouncer\u2800"])
def test_a_rejected_text_resent_with_braille_blanks_is_still_the_rejected_text(engine, resent):
    rejected = engine.memories.remember("the staging database listens on port 5433 behind pgbouncer",
                                        kind="project", source=SOURCE, actor=AGENT)
    engine.memories.reject([rejected.id], actor="human:ada", reason="wrong port")
    again = engine.memories.remember(resent, kind="project", source=SOURCE, actor=AGENT)
    assert "wrong port" in (again.reason or "")


def test_a_refused_name_that_looks_like_a_key_is_not_quoted_back(engine):
    with pytest.raises(ValidationError) as info:
        engine.memories.list(namespace="ak\u200biai\u200bosfodnn7examplq!")
    assert "[redacted]" in str(info.value) and "osfodnn7" not in str(info.value)
