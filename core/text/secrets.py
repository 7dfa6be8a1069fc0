"""Credential screening at capture: secrets never become memories by accident.

Each pattern names what it found so the refusal can say why ("looks like an AWS
access key"). A person can still stage such text with ``--force``; it then waits
at the ``critical`` risk tier and is never auto-promoted.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from core.model.lean import lean_dataclass
from core.text.lookalikes import latin_readings, separators_read
from core.text.normalise import without_format_characters


@lean_dataclass(frozen=True, compiled_init=False)
class SecretFinding:
    """What the screen matched: a human reason and a short rule name."""

    rule: str
    reason: str


# The screen runs at every capture, and a command-line capture is a new process: compiling all
# its patterns cost ~20 ms of every hook call (issue 18/21). Each pattern is compiled the first
# time a text could match it. A rule's gate names literals that every match contains — one of
# ``any_of`` and all of ``all_of`` — so a text without them cannot match and is not searched.
# For a case-insensitive rule the gate reads the text folded as the regex engine folds it
# (``_fold``); tests check every rule's gate against every labelled secret and every code point.
_FOLD_EXTRA = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s"})  # İ, ı, ſ match i, i, s under IGNORECASE


def _fold(text: str) -> str:
    """``text`` lower-cased as ``re.IGNORECASE`` compares letters (so a lower-case literal is found in it)."""
    return text.translate(_FOLD_EXTRA).lower()


class _Lazy:
    """A regular expression compiled on first use."""

    __slots__ = ("_compiled", "flags", "source")

    def __init__(self, source: str, flags: int = 0):
        self.source, self.flags = source, flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def pattern(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self.source, self.flags)
        return self._compiled

    def search(self, text: str) -> re.Match[str] | None:
        return self.pattern.search(text)

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self.pattern.finditer(text)


class _Rule(_Lazy):
    """One credential pattern: its name, the reason a refusal gives, and the literals a match needs."""

    __slots__ = ("all_of", "any_of", "folded", "name", "reason")

    def __init__(self, name: str, reason: str, source: str, flags: int = 0, *, any_of: tuple[str, ...] = (),
                 all_of: tuple[str, ...] = ()):
        super().__init__(source, flags)
        self.name, self.reason, self.any_of, self.all_of = name, reason, any_of, all_of
        self.folded = bool(flags & re.IGNORECASE)
        if self.folded and any(literal != _fold(literal) for literal in (*any_of, *all_of)):
            raise ValueError(f"rule {name}: a case-insensitive rule's literals must be folded")

    def may_match(self, text: str, folded: str) -> bool:
        """False only when no match is possible: a literal every match contains is missing."""
        seen = folded if self.folded else text
        return (not self.any_of or any(literal in seen for literal in self.any_of)) and \
            all(literal in seen for literal in self.all_of)


# Ordered from most to least specific so the reason names the likeliest thing.
_RULES: tuple[_Rule, ...] = (
    _Rule("private_key", "contains a private key block",
          # with a body (or its END line): a header named in prose ("files that start with …") is no key
          r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----(?:(?:\s|\\n)*(?:[A-Za-z-]+:[^\n]*\n)*"
          r"(?:\s|\\n)*[A-Za-z0-9+/=]{16}|[\s\S]{0,8000}?-----END )",
          any_of=("-----BEGIN ",)),
    _Rule("anthropic_key", "looks like an Anthropic API key (sk-ant-…)",
          r"\bsk-ant-[A-Za-z0-9_\-]{20,}",
          any_of=("sk-ant-",)),
    _Rule("openai_key", "looks like an OpenAI-style API key (sk-…)",
          r"\bsk-(?:proj-|live-|test-)?[A-Za-z0-9_\-]{20,}",
          any_of=("sk-",)),
    _Rule("aws_access_key", "looks like an AWS access key id (AKIA…)",
          r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA)[A-Z0-9]{16}\b|"  # a lower-cased one (a tag) needs a digit
          r"\b(?:akia|asia|agpa|aida|aroa)(?=[a-z0-9]{0,15}[0-9])[a-z0-9]{16}\b",
          any_of=("AKIA", "ASIA", "AGPA", "AIDA", "AROA", "akia", "asia", "agpa", "aida", "aroa")),
    _Rule("github_token", "looks like a GitHub token (ghp_/gho_/github_pat_…)",
          r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})",
          any_of=("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_")),
    _Rule("slack_token", "looks like a Slack token (xox…)",
          r"\bxox[abposr]-[A-Za-z0-9\-]{10,}",
          any_of=("xox",)),
    _Rule("google_api_key", "looks like a Google API key (AIza…)",
          r"\bAIza[0-9A-Za-z_\-]{35}\b",
          any_of=("AIza",)),
    _Rule("stripe_key", "looks like a Stripe secret key",
          r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}",
          any_of=("_live_", "_test_")),
    _Rule("jwt", "looks like a JSON Web Token",
          r"\beyJ[A-Za-z0-9_\-]{10,}\.eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,}",
          any_of=("eyJ",)),
    _Rule("url_credentials", "contains a URL with a username and password",
          r"\b[a-z][a-z0-9+.\-]*://[^\s/:@]*:(?!(?:password|passwd|pass|pwd|secret|changeme|example|"
          r"test|admin|root|user|x+|\*+|<[^>@]*>|\$\{?\w+\}?|\{\{[^}@]*\}\})@)[^\s/@]+@", re.IGNORECASE,
          all_of=("://", "@")),
    _Rule("bearer_token", "contains a bearer token",
          r"\bbearer\s+[A-Za-z0-9_\-\.=]{20,}", re.IGNORECASE,
          any_of=("bearer",)),
    _Rule("known_token", "looks like a service's API token (npm, GitLab, PyPI, Hugging Face, SendGrid, Vault…)",
          r"(?<![A-Za-z0-9])(?:npm_[A-Za-z0-9]{36}|gl(?:pat|rt|dt|ptt|cbt|oas)-[A-Za-z0-9_\-]{20,}|"
          r"pypi-[A-Za-z0-9_\-]{50,}|hf_[A-Za-z0-9]{30,}|SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}|"
          r"whsec_[A-Za-z0-9+/]{20,}|shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}|do[por]_v1_[a-f0-9]{64}|"
          r"hv[sbr]\.[A-Za-z0-9_\-]{24,}|gsk_[A-Za-z0-9]{40,}|r8_[A-Za-z0-9]{30,}|GOCSPX-[A-Za-z0-9_\-]{20,}|"
          r"ya29\.[A-Za-z0-9_\-]{30,}|lin_(?:api|oauth)_[A-Za-z0-9]{30,}|PMAK-[a-f0-9]{24}-[a-f0-9]{30,}|"
          r"secret_[A-Za-z0-9]{40,}|key-[a-f0-9]{32}|AGE-SECRET-KEY-1[A-Z0-9]{50,}|ATBB[A-Za-z0-9]{24,}|"
          r"xapp-[0-9]-[A-Za-z0-9\-]{20,}|dapi[a-f0-9]{32}|sq0(?:atp|csp)-[A-Za-z0-9_\-]{22,}|"
          r"[0-9]{8,10}:AA[A-Za-z0-9_\-]{30,}|(?:sk|pk)_live_[A-Za-z0-9]{20,}|rk_(?:live|test)_[A-Za-z0-9]{20,})",
          re.IGNORECASE,
          any_of=("npm_", "glpat-", "glrt-", "gldt-", "glptt-", "glcbt-", "gloas-", "pypi-", "hf_", "sg.", "whsec_",
                  "shpat_", "shpss_", "shpca_", "shppa_", "dop_v1_", "doo_v1_", "dor_v1_", "hvs.", "hvb.", "hvr.",
                  "gsk_", "r8_", "gocspx-", "ya29.", "lin_api_", "lin_oauth_", "pmak-", "secret_", "key-",
                  "age-secret-key-1", "atbb", "xapp-", "dapi", "sq0atp-", "sq0csp-", ":aa", "sk_live_", "pk_live_",
                  "rk_live_", "rk_test_")),
    _Rule("webhook_url", "contains a webhook URL with its secret path",
          r"hooks\.slack\.com/services/[A-Z0-9]+/[A-Z0-9]+/[A-Za-z0-9]{16,}|"
          r"discord(?:app)?\.com/api/webhooks/[0-9]+/[A-Za-z0-9_\-]{30,}", re.IGNORECASE,
          any_of=("hooks.slack.com/services/", "/api/webhooks/")),
    _Rule("connection_string", "contains a connection string with an account key or password",
          r"(?:AccountKey|SharedAccessKey|Password|Pwd)\s*=\s*(?![$%{<]|os\.|env\.|process\.|getenv|ENV\[)[^;\s'\"]{6,}",
          re.IGNORECASE,
          any_of=("accountkey", "sharedaccesskey", "password", "pwd"), all_of=("=",)),
    _Rule("url_secret_param", "contains a URL whose query carries a token, key or signature",
          r"[?&](?:access_token|token|api_?key|key|sig|signature|secret|password|client_secret|"
          r"auth)=[A-Za-z0-9%_\-.+/=]{12,}", re.IGNORECASE,
          any_of=("?", "&"), all_of=("=",)),
    _Rule("dsn_key", "contains a service URL with a key before the @ (a DSN)",
          r"\b[a-z][a-z0-9+.\-]*://[A-Fa-f0-9]{24,}@", re.IGNORECASE,
          all_of=("://", "@")),
    _Rule("auth_header", "contains an Authorization header with credentials",
          r"authorization\s*:\s*(?:basic|bearer|token|digest)\s+[A-Za-z0-9_\-.=+/]{12,}", re.IGNORECASE,
          any_of=("authorization",)),
    _Rule("command_password", "passes a password on a command line (-p, -u user:pass, --password)",
          r"(?:\s-u\s+[^\s:]+:[^\s@$]{4,}(?=\s|$)|\s--password(?:=|\s+)(?![$%{<])['\"]?[^\s'\"]{6,}|"
          r"\blogin\b[^\n]*?\s-p\s+(?![$%{<])['\"]?(?=\S*[A-Za-z])(?=\S*[0-9])[^\s'\"]{6,}|"
          r"\b(?:mysql|mysqldump|mariadb)\b[^\n]*?\s-p(?![\s$])[^\s'\"]{4,})",
          any_of=("-u", "-p")),
    _Rule("user_and_password", "gives a user name and its password together",
          r"\b(?:creds?|credentials?|log\s*in(?:\s+to\s+(?:the\s+)?\S+)?\s+(?:with|as|using))\s*:?\s*"
          r"[A-Za-z0-9_.\-@]+\s*[/:]\s*(?=\S*[A-Za-z])(?=\S*[0-9])[^\s/]{6,}", re.IGNORECASE,
          any_of=("cred", "log")),
    _Rule("netrc", "looks like a netrc line (machine … login … password …)",
          r"\b(?:machine\s+\S+|default)\s+login\s+\S+\s+password\s+\S{4,}", re.IGNORECASE,
          all_of=("login", "password")),
    _Rule("private_key_json", "contains a private key field of a service-account file",
          r"[\"']private_key(?:_id)?[\"']\s*:\s*[\"'][^\"']{16,}", re.IGNORECASE,
          any_of=("private_key",)),
    _Rule("password_assignment", "gives a password, token or key its value",
          # a credential's name (alone or ending a variable name: DB_PASSWORD, aws_secret_access_key) …
          r"(?:(?<![A-Za-z0-9])|(?<=_))(?:pass(?:word|wd|phrase|code)?|pwd|pw|secret(?:[_\-\s]?(?:access[_\-\s]?)?key)?|"
          r"api[_\-\s]?key|access[_\-\s]?key|app[_\-\s]?password|(?:access|auth|bot|session|refresh|bearer|"
          r"api|personal[_\-\s]access|runner)?[_\-\s]?token|client[_\-\s]?secret|private[_\-\s]?key|"
          r"credentials?|pin|"
          # … or a password's name in another language ("пароль=", "Passwort:", "mot de passe =", "密码：") …
          r"пароль|passwort|kennwort|contrase(?:ña|na)|mot\s+de\s+passe|senha|wachtwoord|has(?:ło|lo)|(?:ş|s)ifre|"
          r"parola|salasana|heslo|jelsz(?:ó|o)|l(?:ö|o)senord|adgangskode|passord|κωδικός|κωδικος|密码|密碼|口令|"
          r"パスワード|비밀번호|암호|كلمة\s+المرور|كلمة\s+السر|पासवर्ड|סיסמה|סיסמא|m(?:ậ|a)t\s+kh(?:ẩ|a)u|kata\s+sandi)"
          # … then "is", "was", "=", ":", "to", "for X is" …
          r"(?![A-Za-z0-9_])(?:\s+for\s+(?:the\s+|our\s+|a\s+)?\S+)?\s*"
          r"(?:(?:is|was|are|of|to|set\s+to|è|est|ist|es|é|är|er|jest|je|on)\s*[:=]?|[:=]|=>)?\s*"
          # … then a value that looks made, not a word: letters with digits or symbols, or mixed case.
          r"['\"`]?(?P<value>(?![=:>@/.,;])(?=[^\s'\"`]*[A-Za-z])(?=[^\s'\"`]*(?:[0-9]|[!@#%^&*+=?~]|(?-i:[A-Z][^\s'\"`]*[a-z]"
          r"[^\s'\"`]*[A-Z])))[^\s'\"`]{5,})",
          re.IGNORECASE,
          any_of=("pass", "pw", "secret", "key", "token", "credential", "pin", "пароль", "kennwort", "contrase",
                  "senha", "wachtwoord", "hasło", "haslo", "ifre", "parola", "salasana", "heslo", "jelsz", "senord",
                  "adgangskode", "κωδικ", "密码", "密碼", "口令", "パスワード", "비밀번호", "암호", "كلمة", "पासवर्ड",
                  "סיסמ", "kh", "sandi")),
)

# Every rule's gate at once: each literal of any rule, folded, in one alternation. A text that holds none of them
# cannot open any rule's gate (a case-sensitive rule's literal, when present, is present folded in the folded text),
# so one search spares the ~22 gates for the nine texts in ten that hold no literal at all (measured on the labelled
# texts: ~7 µs against ~17 µs a text).
_GATES = _Lazy("|".join(re.escape(literal) for literal in sorted(
    {_fold(literal) for rule in _RULES for literal in (*rule.any_of, *rule.all_of)}, key=lambda lit: (-len(lit), lit))))
assert all(rule.any_of or rule.all_of for rule in _RULES), "a rule without a gate would be skipped by _GATES"

# Values that follow a credential's name without being one: references, code, paths, words,
# and versions ("terraform pin: 1.9.x", "token format: v2.1" — a version pin is no PIN).
_NOT_A_VALUE = _Lazy(
    r"^(?:\$|%|<|\{|\[|\(|os\.|env\.|process\.|getenv|get_|read_|load_|https?://|/|~|\.|"
    r"[v=^~<>]*\d+(?:\.(?:\d+|x|\*))+(?:[-+][a-z0-9.]+)?$|"
    r"(?-i:[a-z]+(?:[-_][a-z]+)*|[A-Z][a-z]+(?:[-_][a-z]+)*)$|[a-z]+s?\.(?:md|txt|toml|yaml|yml|json|env|py)$|\d{4}-\d{2}-\d{2}|"
    r"[A-Za-z_]+\()", re.IGNORECASE)

# A long run that mixes upper case, lower case and digits, as random tokens do (hex digests,
# UUIDs and identifiers made of words do not). Public-key bodies and digests are exempt.
_RANDOM_RUN = _Lazy(r"(?<![A-Za-z0-9+/_\-])(?!eyJ|iVBORw0KGgo|R0lGOD)(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*[a-z])"
                         r"(?=(?:[A-Za-z0-9]*[0-9]){3})[A-Za-z0-9]{24,}")
_LOWER_RANDOM_RUN = _Lazy(r"(?<![A-Za-z0-9])(?=(?:[a-z0-9]*[0-9]){4})(?=(?:[a-z0-9]*[g-z]){4})[a-z0-9]{24,}"
                               r"(?![A-Za-z0-9])")
_LONG_RUN = re.compile(r"[A-Za-z0-9]{24}")
_PUBLIC_CONTEXT = _Lazy(r"(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-\S+|(?:sha|SHA)\d+[-:]|data:[^,\s]*,|Qm)\s*$")


# Redacted or template values: sk-xxxx…, ghp_XXXX…, ****, <your-token>. (A documentation key such as
# AKIAIOSFODNN7EXAMPLE is still refused: it has a real key's shape, and --force stages it.)
_PLACEHOLDER = _Lazy(r"([xX*0•.])\1{5,}|<[^>]*>|your[_\-]", re.IGNORECASE)


def _placeholder(text: str) -> bool:
    return bool(_PLACEHOLDER.search(text))


def _value_is_secret(match: re.Match[str]) -> bool:
    value = match.group("value").rstrip(".,;:)")
    return len(value) >= 5 and not _NOT_A_VALUE.search(value) and not _placeholder(value)


def _random_token(text: str, *, identifier: bool, tag: bool = False) -> bool:
    """A random-looking token: in an identifier field any such run; in prose only long ones."""
    if _LONG_RUN.search(text) is None:  # both random-run patterns need 24 letters or digits in a row
        return False
    for match in _RANDOM_RUN.finditer(text):
        before = text[max(0, match.start() - 24):match.start()]
        if _PUBLIC_CONTEXT.search(before):
            continue
        run = match.group(0)
        if (identifier or len(run) >= 32) and not _placeholder(run):
            return True
    return bool(tag and _LOWER_RANDOM_RUN.search(text))


def find_secret(text: str, *, identifier: bool = False, tag: bool = False) -> SecretFinding | None:
    """The first credential-looking thing in ``text``, or ``None`` when it looks clean.

    A text with other than ASCII is screened as written and then as it reads (:func:`_as_read`: compatibility forms
    folded, invisible characters and combining marks dropped, look-alike letters and separators read as Latin), so a
    key with a zero-width space inside it, or spelled in full-width or Cyrillic letters, is still a key.

    Args:
        identifier: the text is an id, tag, session or label rather than prose: a bare
            random-looking token there is a secret (prose needs a longer one).
        tag: the text is a tag, lower-cased by memdesk: a long lower-case random run counts too.
    """
    found = _find_secret(text, identifier=identifier, tag=tag)
    if found is None and not text.isascii():
        for plain in _as_read(text):
            if plain != text and (found := _find_secret(plain, identifier=identifier, tag=tag)) is not None:
                break
    return found


def _as_read(text: str) -> tuple[str, ...]:
    """``text`` as a reader sees it: NFKC-folded (full-width "ｓｋ" is "sk"), characters drawn as nothing (zero-width
    spaces and joiners, soft hyphens, the byte-order mark, variation selectors, fillers) and every combining mark
    dropped, and letters and separators of other scripts that pass for Latin ones read as those
    (:func:`core.text.lookalikes.latin_readings`: a key spelled in look-alikes is still the key; small capitals are
    read both as capitals and as small letters)."""
    # the Braille blank draws as a space but splits no word to a reader: dropped here, as invisible characters are
    # (look-alike separators first: NFKC turns a double low line "‗" into a space and a mark)
    plain = without_format_characters(unicodedata.normalize("NFKC", separators_read(text))).replace("\u2800", "")
    decomposed = unicodedata.normalize("NFKD", plain)
    if any(unicodedata.category(ch) in _MARKS for ch in decomposed):
        # "g\u0301hp_…", "AKIA\u180bIOSF…": a mark on a letter of a key is still that letter to whoever copies it
        unmarked = "".join(ch for ch in decomposed if unicodedata.category(ch) not in _MARKS)
        plain = unicodedata.normalize("NFKC", unmarked)
    # a word of another script first (a password named in Russian, after a disguised colon), then every look-alike
    return (separators_read(plain), *latin_readings(plain))


_MARKS = frozenset({"Mn", "Me"})


def _find_secret(text: str, *, identifier: bool, tag: bool) -> SecretFinding | None:
    """:func:`find_secret` on the text as written."""
    folded = _fold(text)
    for rule in _RULES if _GATES.search(folded) is not None else ():
        if not rule.may_match(text, folded):
            continue
        if rule.name == "password_assignment":
            if any(_value_is_secret(m) for m in rule.finditer(text)):
                return SecretFinding(rule=rule.name, reason=rule.reason)
        elif any(not _placeholder(m.group(0)) for m in rule.finditer(text)):
            return SecretFinding(rule=rule.name, reason=rule.reason)
    if _random_token(text, identifier=identifier, tag=tag):
        return SecretFinding(rule="random_token", reason="holds a long random-looking token (an API key or password?)")
    return None


def looks_secret_key(name: str) -> bool:
    """Whether a field *name* suggests a credential (used by manifest checks)."""
    return bool(
        re.search(r"(pass(word|wd)?|secret|token|api[_\-]?key|credential|private[_\-]?key|auth)", name, re.IGNORECASE)
    )


_LOWERED_FIELDS = frozenset({"tags", "namespace", "kind", "refs.type"})


def find_secret_in_fields(*, content: str = "", summary: str | None = None, tags: Iterable[str] = (),
                          refs: Iterable[Mapping[str, Any]] = (), session: str | None = None,
                          external_id: str | None = None, source: str | None = None,
                          namespace: str | None = None, kind: str | None = None,
                          ) -> tuple[str, SecretFinding] | None:
    """The first field of a memory that holds a credential, as ``(field, finding)``.

    Every field a memory carries to agents and to the exported registry is screened, not
    only its text: a token used as a tag, a session or a ref's id leaks just the same.
    """
    prose = [("content", content), ("summary", summary)]
    identifiers: list[tuple[str, str | None]] = [("session", session), ("external_id", external_id),
                                                 ("source", source), ("namespace", namespace), ("kind", kind)]
    identifiers += [("tags", tag) for tag in tags]
    for ref in refs:
        identifiers += [(f"refs.{key}", str(ref[key])) for key in ("type", "id", "label", "url") if ref.get(key)]
    for name, text in prose:
        finding = find_secret(text) if text else None
        if finding is not None:
            return name, finding
    for name, text in identifiers:
        # names memdesk lower-cases (tags, namespace, kind) are screened as a lower-case tag is
        finding = find_secret(text, identifier=True, tag=name in _LOWERED_FIELDS) if text else None
        if finding is not None:
            return name, finding
    return None
