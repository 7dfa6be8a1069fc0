"""One device's firmware told again at another version, the device read from where it stands.

"firmware on logger units: v4.2.1" and "logger fw 4.3.0 flashed on all cars, Tues"; "The onboard POS terminals
are kept on firmware 4.2." and "Firmware 5.0 was pushed to every POS terminal on the Lido deck"; "The RDS encoder
is loaded with firmware v1.8." and "The RDS encoder was flashed with v2.1 by the visiting technician". A device runs
one firmware at a time, so the newer version puts the older one in its place, whatever verb carries it.

Read here: a text that speaks of firmware ("firmware", "fw", "flashed") and gives one version, and the device the
firmware is on — a note's "firmware on <device>", the sentence's subject before its verb ("The RDS encoder was
flashed …"), the words right before "firmware" ("logger fw 4.3.0"), or, when the subject is the firmware itself,
the device it was pushed to ("… pushed to every POS terminal"). The newer device is the older one when each of its
words is one of the older device's words ("Kiosk" / "self-checkout kiosks", "logger" / "logger units").

Not a change: another device ("IC-705 fw" / "IC-7300 fw", "The crew tablets" / "The cabin kiosks"), a narrower
part of the fleet ("only", "some", "one of"), a release, a trial or a requirement (:mod:`.version_swap`'s tests),
one version told more exactly, and whatever the statement model finds hedged, temporary, additive or past (the
caller checks).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.conflicts.version_clauses import numbered_members, untrailed
from core.conflicts.version_reading import same_version
from core.conflicts.version_swap import _news, _required
from core.text.tokens import stem

_FIRMWARE = re.compile(r"\b(?:firmware|fw|(?:re)?flash(?:ed|ing)?)\b", re.IGNORECASE)
_WORD = re.compile(r"v?\d+(?:\.\d+)+\b|v\d+\b|[A-Za-z][\w'’-]*|[:;,()—–]")
_VERSION = re.compile(r"v?\d+(?:\.\d+)+|v\d+", re.IGNORECASE)
# The verbs a device's sentence turns on: its subject stands before them.
_VERBS = frozenset("is are was were has have had gets got runs run running sits sit stays kept".split())
# Words that are no part of a device's name: the firmware's own words, determiners and holders' words.
_NOT_DEVICE = frozenset("firmware fw flash flashed reflashed flashing version v the a an our my their its this "
                        "that these those all every each on of for to with i i'm i’m we we're we’re".split())
# The (re)flash verb, a stop of a device's phrase: "The engineer flashed the hydraulic controller" is the engineer's
# doing to the controller, and "Flashed the pH meter" opens with it.
_FLASH = re.compile(r"(?:re)?flash(?:ed|ing)?", re.IGNORECASE)
# Words after a flashed device that end its name: when ("last night", "this morning", "overnight"), where the version
# goes ("up to 4.3") or a verb of its own ("took the 3.0.4 firmware", "it reports 2.1").
_AFTER_DEVICE = frozenset("""yesterday today tonight overnight last this earlier up back during took takes received
    receives reports reported shows showed says said""".split())
# The words that set a part of the fleet apart: a narrower set, not the device.
_PART = re.compile(r"\b(?:only|some|one of|a few|half|several|pilot|first batch|a single)\b")
_OTHER = re.compile(r"\b(?:other|another)\b")
# "Firmware 4.0 is installed on the sorting scale": the participles that put the firmware on its device.
_PUT_ON = frozenset("installed loaded deployed running".split())
# Another's device after a flash verb: "My neighbour flashed his pump controller".
_ANOTHERS = frozenset("his her their your".split())
_FLASHED_UP = re.compile(r"\b((?:re)?flashed\b[^.;:—–]{0,60}?)\bup to\b")


# A device's nouns written short in a terse note ("dock ctrl fw 3.4.0"), spelled out.
_SHORT_NOUNS = {"ctrl": "controller", "ctl": "controller", "cam": "camera", "cams": "cameras", "gw": "gateway",
                "rtr": "router", "sw": "switch"}


def _device_words(words: list[str]) -> frozenset[str]:
    words = [_SHORT_NOUNS.get(w.lower(), w) for w in words]
    return frozenset(stem(w.lower().removesuffix("'s").removesuffix("’s")) for w in words
                     if w.lower() not in _NOT_DEVICE and w.lower() not in W.PRONOUNS and not _VERSION.fullmatch(w)
                     and w[:1].isalpha())


def _phrase(tokens: list[str], start: int) -> list[str]:
    """The words from ``start`` up to a stop: punctuation, a verb, a version or a preposition that ends a noun."""
    found: list[str] = []
    for token in tokens[start:]:
        low = token.lower()
        if not token[:1].isalpha() or low in _VERBS or _VERSION.fullmatch(token) \
                or low in ("on", "in", "at", "by", "across", "with", "and", "from", "to", "after", "since") \
                or low in _AFTER_DEVICE or _FLASH.fullmatch(low) \
                or (found and (low in ("firmware", "fw") or stem(low) in W.CHANGE_WORDS)):
            break  # "Card reader firmware upgraded overnight": the device ends where its firmware or a change begins
        found.append(token)
    return found


def _flashed_device(tokens: list[str], start: int) -> frozenset[str]:
    """The device a flash verb's object names ("flashed the hydraulic controller"), with where it stands when the
    object is followed by it ("… the pump controller at the north site": a narrower device, its words kept; "every
    drone in the fleet" is the fleet's every drone); none
    when it is another's ("My neighbour flashed his pump controller")."""
    if start < len(tokens) and tokens[start].lower() in _ANOTHERS:
        return frozenset()
    found = _phrase(tokens, start)
    end = start + len(found)
    if found and end + 1 < len(tokens) and tokens[end].lower() == "at":
        found += _phrase(tokens, end + 1)
    return _device_words(found)


@lru_cache(maxsize=4096)  # the newcomer's is asked beside each of its candidates
def firmware(text: str) -> tuple[frozenset[str], str] | None:
    """(the device's words, the version) when ``text`` gives one device's firmware one version, else ``None``."""
    body = undated(text, dot=True)
    if _FIRMWARE.search(body) is None:
        return None
    tokens = _WORD.findall(body)
    versions = {t.lower().lstrip("v") for t in tokens if _VERSION.fullmatch(t)}
    if len(versions) != 1:
        return None
    (version,) = versions
    lows = [t.lower() for t in tokens]
    device: frozenset[str] = frozenset()
    for k, low in enumerate(lows[:-1]):  # "firmware on logger units: v4.2.1", "firmware 2.3 on the kiln controller"
        if low in ("firmware", "fw"):
            at = k + 2 if _VERSION.fullmatch(tokens[k + 1]) and k + 2 < len(tokens) else k + 1
            if lows[at] in ("on", "for", "of"):
                device = _device_words(_phrase(tokens, at + 1))
                break
    if not device:  # "The RDS encoder was flashed …", "logger fw 4.3.0 …", "Kiosk firmware was rolled …"
        subject = _phrase(tokens, 0)
        # "The engineer flashed the hydraulic controller", "I flashed the analyser": the one who flashed stands
        # first, the device after the verb; "The encoder was flashed" puts a verb between, and "card reader flashed
        # to 2.2" (a note's passive) names nothing after it
        if 0 < len(subject) < len(tokens) - 1 and _FLASH.fullmatch(tokens[len(subject)]):
            device = _flashed_device(tokens, len(subject) + 1)
        if not device:
            device = _device_words(subject)
    if not device:  # "I had the tech flash the pasteuriser panel to 2.6": what was flashed
        for k, low in enumerate(lows[:-1]):
            if re.fullmatch(r"(?:re)?flash(?:ed|ing)?", low):
                device = _flashed_device(tokens, k + 1)
                break
    if not device:  # "Firmware 5.0 was pushed to every POS terminal": the device the firmware went to
        for k, low in enumerate(lows[:-1]):
            if k > 0 and (low in ("to", "onto") or (low == "on" and lows[k - 1] in _PUT_ON)) \
                    and lows[k - 1] not in ("up", "forward", "back") \
                    and not _VERSION.fullmatch(tokens[k + 1]):
                device = _device_words(_phrase(tokens, k + 1))
                break
    if not device or len(device) > 4:
        return None
    return device, version


def firmware_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text gives the older text's device another firmware version, or ``None``."""
    if not says(_FIRMWARE, new_text) or _FIRMWARE.search(old_text) is None:
        return None  # the cheap test first
    before, after = firmware(old_text), firmware(new_text)
    if before is None or after is None:
        return None
    (old_device, old_version), (new_device, new_version) = before, after
    if not new_device <= old_device or same_version(old_version, new_version):
        return None
    low_new, low_old = new_text.lower(), old_text.lower()
    # "flashed the analyser up to 4.3": where the flash took the device, not a ceiling ("up to 4.3" read alone)
    low_new = _FLASHED_UP.sub(r"\1to", low_new)
    if _PART.search(low_new) or (_OTHER.search(low_new) and not _OTHER.search(low_old)) \
            or _news(untrailed(low_new), low_old) or _news(low_old, low_new) \
            or _required(untrailed(low_new), low_new) != _required(untrailed(low_old), low_new) \
            or numbered_members(old_text, new_text):
        return None  # "CTD #1 firmware" / "CTD #2 firmware": another unit of the series
    return f"same device ({' '.join(sorted(new_device))}) firmware, {old_version} → {new_version}"
