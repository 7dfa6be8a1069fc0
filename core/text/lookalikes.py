"""Letters and separators of other scripts drawn like Latin ones, read as the Latin characters they pass for.

A key spelled with a Cyrillic "ѕ" (``ѕk-ant-…``), an AWS id with a Greek "Α", "раѕѕԝогԁ:" in Cyrillic letters all read
to a person as the Latin key or word. The credential screen reads a text a second time through :func:`latin_readings`
(:mod:`core.text.secrets`), and the restatement key reads a text through :func:`as_latin` before it folds case
(:func:`core.text.normalise.restatement_key`), so a rejected text resent with letters swapped is still recognised:
two texts that fold alike look alike.

``SOURCES``/``TARGETS`` are Unicode's confusables data (UTS #39, ``confusables.txt``, as packaged in
``confusable_homoglyphs`` 3.3.1, MIT licence, over the Unicode data licence): every single character it lists as
confusable with an ASCII letter, digit or one of ``: = - _ / . @ +``, less those NFKC already folds, combining marks
(dropped before reading) and format characters. ``MORE`` adds what outside checks found Unicode does not list but a
sans-serif font draws as Latin (Cyrillic к т м п, Greek κ τ χ ω, the Lisu capitals, Coptic, dashes, slashes, colons
and equals signs of other blocks); where Unicode reads a letter as ``l`` but it passes for ``I`` in a key (Cyrillic
І Ӏ, Greek Ι) it says ``I``. Small capitals and Cherokee's small letters (``SMALL_CAPITALS``) pass for a capital in an
upper-case key and for a small letter in a lower-case one, so the screen reads them both ways.
"""

from __future__ import annotations

# Generated as the module doc says; one source character for one target character, in code point order.
SOURCES = (
    "\u00d7\u0131\u017f\u0184\u018d\u0196\u01a6\u01a7\u01b7\u01bc\u01bd\u01c0\u021c\u0222"
    "\u0223\u0251\u0261\u0263\u0269\u026a\u026f\u028b\u028f\u02d0\u02d7\u02db\u02f8\u037a"
    "\u037f\u0391\u0392\u0395\u0396\u0397\u0399\u039a\u039c\u039d\u039f\u03a1\u03a4\u03a5"
    "\u03a7\u03b1\u03b3\u03b9\u03ba\u03bd\u03bf\u03c1\u03c3\u03c4\u03c5\u03c7\u03c9\u03d2"
    "\u03dc\u03e8\u03f1\u03f2\u03f3\u03f9\u03fa\u0405\u0406\u0408\u0410\u0412\u0415\u0417"
    "\u041a\u041c\u041d\u041e\u0420\u0421\u0422\u0423\u0425\u042c\u0430\u0431\u0433\u0435"
    "\u043a\u043e\u0440\u0441\u0442\u0443\u0445\u0455\u0456\u0458\u0461\u0474\u0475\u04ae"
    "\u04af\u04ba\u04bb\u04bd\u04c0\u04cf\u04e0\u0501\u050c\u051b\u051c\u051d\u054d\u054f"
    "\u0555\u0561\u0563\u0566\u0570\u0578\u057c\u057d\u0581\u0584\u0585\u0589\u05c3\u06f0"
    "\u06f1\u06f5\u06f7\u0903\u0966\u09e6\u09ea\u09ed\u0a66\u0a67\u0a6a\u0a83\u0ae6\u0b03"
    "\u0b20\u0b66\u0b68\u0be6\u0c02\u0c66\u0c82\u0ce6\u0d02\u0d20\u0d66\u0d6d\u0d82\u0e50"
    "\u0ed0\u101d\u1040\u10e7\u10ff\u1200\u12d0\u1361\u13a0\u13a1\u13a2\u13a5\u13a9\u13aa"
    "\u13ab\u13ac\u13b3\u13b7\u13bb\u13bd\u13c0\u13c2\u13c3\u13ce\u13cf\u13d2\u13d4\u13d5"
    "\u13d9\u13da\u13de\u13df\u13e2\u13e6\u13e7\u13ee\u13f3\u13f4\u1400\u142f\u144c\u146d"
    "\u146f\u1472\u148d\u14aa\u14bf\u1541\u157c\u157d\u1587\u15af\u15b4\u15c5\u15de\u15ea"
    "\u15f0\u15f7\u166d\u166e\u16b7\u16c1\u16d5\u16d6\u16ec\u16ed\u1735\u1803\u1804\u1809"
    "\u1d00\u1d04\u1d0f\u1d11\u1d1c\u1d20\u1d21\u1d22\u1d26\u1d83\u1d8c\u1e9d\u1eff\u1fbe"
    "\u2010\u2011\u2012\u2013\u2041\u2043\u2044\u205a\u2110\u2111\u212e\u213d\u2160\u2212"
    "\u2215\u2223\u2228\u222a\u2236\u2261\u22a4\u22c1\u22c3\u22ff\u2373\u2374\u237a\u23fd"
    "\u2550\u2571\u2573\u2795\u2796\u27cb\u27d9\u292b\u292c\u29f8\u2a2f\u2c85\u2c8e\u2c92"
    "\u2c94\u2c98\u2c9a\u2c9e\u2c9f\u2ca2\u2ca3\u2ca4\u2ca5\u2ca6\u2ca8\u2cac\u2cba\u2cc6"
    "\u2cca\u2ccc\u2cd0\u2cd2\u2d38\u2d39\u2d4f\u2d54\u2d55\u2d5d\u2e2c\u2e40\u2f03\u3007"
    "\u3033\u30a0\u30ce\u31d3\u4e3f\ua4d0\ua4d1\ua4d2\ua4d3\ua4d4\ua4d6\ua4d7\ua4d9\ua4da"
    "\ua4dc\ua4dd\ua4df\ua4e0\ua4e1\ua4e2\ua4e3\ua4e6\ua4e7\ua4ea\ua4eb\ua4ec\ua4ee\ua4f0"
    "\ua4f2\ua4f3\ua4f4\ua4f8\ua4fd\ua4ff\ua60e\ua644\ua647\ua6df\ua6ef\ua731\ua75a\ua76a"
    "\ua76e\ua789\ua78a\ua798\ua799\ua79f\ua7ab\ua7b2\ua7b3\ua7b4\uab32\uab35\uab3d\uab47"
    "\uab48\uab4e\uab52\uab5a\uab75\uab81\uab83\uab93\uaba9\uabaa\uabaf\ufe30\ufe58\uff29"
    "\uffe8\U00010282\U00010286\U00010287\U0001028a\U00010290\U00010292\U00010295\U00010296\U00010297\U0001029b\U000102a0\U000102a1\U000102a2"
    "\U000102a5\U000102ab\U000102b0\U000102b1\U000102b2\U000102b4\U000102cf\U000102f5\U00010301\U00010302\U00010309\U00010311\U00010315\U00010317"
    "\U0001031a\U00010320\U00010322\U00010404\U00010415\U0001041b\U00010420\U0001042c\U0001043d\U00010448\U000104b4\U000104c2\U000104ce\U000104d2"
    "\U000104ea\U000104f6\U00010513\U00010516\U00010518\U0001051c\U0001051d\U00010525\U00010526\U00010527\U000114d0\U00011706\U0001170a\U0001170e"
    "\U0001170f\U000118a0\U000118a2\U000118a3\U000118a4\U000118a6\U000118a9\U000118ac\U000118ae\U000118af\U000118b2\U000118b5\U000118b8\U000118bb"
    "\U000118bc\U000118c0\U000118c1\U000118c2\U000118c3\U000118c4\U000118c6\U000118c8\U000118ca\U000118cc\U000118d5\U000118d6\U000118d7\U000118d8"
    "\U000118dc\U000118e0\U000118e5\U000118e6\U000118e9\U000118ec\U000118ef\U000118f2\U00016f08\U00016f0a\U00016f16\U00016f28\U00016f35\U00016f3a"
    "\U00016f3b\U00016f40\U00016f42\U00016f43\U0001d16d\U0001d206\U0001d20d\U0001d212\U0001d213\U0001d216\U0001d22a\U0001d23a\U0001d408\U0001d43c"
    "\U0001d470\U0001d4d8\U0001d540\U0001d574\U0001d5a8\U0001d5dc\U0001d610\U0001d644\U0001d678\U0001d6a4\U0001d6a8\U0001d6a9\U0001d6ac\U0001d6ad"
    "\U0001d6ae\U0001d6b0\U0001d6b1\U0001d6b3\U0001d6b4\U0001d6b6\U0001d6b8\U0001d6bb\U0001d6bc\U0001d6be\U0001d6c2\U0001d6c4\U0001d6ca\U0001d6ce"
    "\U0001d6d0\U0001d6d2\U0001d6d4\U0001d6d6\U0001d6e0\U0001d6e2\U0001d6e3\U0001d6e6\U0001d6e7\U0001d6e8\U0001d6ea\U0001d6eb\U0001d6ed\U0001d6ee"
    "\U0001d6f0\U0001d6f2\U0001d6f5\U0001d6f6\U0001d6f8\U0001d6fc\U0001d6fe\U0001d704\U0001d708\U0001d70a\U0001d70c\U0001d70e\U0001d710\U0001d71a"
    "\U0001d71c\U0001d71d\U0001d720\U0001d721\U0001d722\U0001d724\U0001d725\U0001d727\U0001d728\U0001d72a\U0001d72c\U0001d72f\U0001d730\U0001d732"
    "\U0001d736\U0001d738\U0001d73e\U0001d742\U0001d744\U0001d746\U0001d748\U0001d74a\U0001d754\U0001d756\U0001d757\U0001d75a\U0001d75b\U0001d75c"
    "\U0001d75e\U0001d75f\U0001d761\U0001d762\U0001d764\U0001d766\U0001d769\U0001d76a\U0001d76c\U0001d770\U0001d772\U0001d778\U0001d77c\U0001d77e"
    "\U0001d780\U0001d782\U0001d784\U0001d78e\U0001d790\U0001d791\U0001d794\U0001d795\U0001d796\U0001d798\U0001d799\U0001d79b\U0001d79c\U0001d79e"
    "\U0001d7a0\U0001d7a3\U0001d7a4\U0001d7a6\U0001d7aa\U0001d7ac\U0001d7b2\U0001d7b6\U0001d7b8\U0001d7ba\U0001d7bc\U0001d7be\U0001d7c8\U0001d7ca"
    "\U0001d7ce\U0001d7cf\U0001d7d8\U0001d7d9\U0001d7e2\U0001d7e3\U0001d7ec\U0001d7ed\U0001d7f6\U0001d7f7\U0001f74c\U0001f768\U0001fbf0\U0001fbf1"
)
TARGETS = (
    "xifbglR235sl38"
    "8agyiiwuy:-i:i"
    "JABEZHIKMNOPTY"
    "XayikvopotuxwY"
    "F2pcjCMSIJABE3"
    "KMHOPCTYXba6re"
    "kopctyxsijwVvY"
    "yHheIl3dGqWwUS"
    "Owqqhnnugfo::."
    "loV:oO89o98:o8"
    "OO9oooooooo9oo"
    "oooyoUO:DRTiYA"
    "JEWMHYGhZ4bRWS"
    "VSLCPKd6GB=VUP"
    "dbJL2xHxRbFADD"
    "MBXxXlKM:+/:::"
    "acoouvwzrgyfyi"
    "----/-/:lleyl-"
    "/lvU:=TvUEipal"
    "=/X+-/Txx/xrHl"
    "KMNOoPpCcTYX-/"
    "93L6VElOQX:=/O"
    "/=///BPdDTGKJC"
    "ZFMNLSRVHWXYAE"
    "lOU.:=.2iV2s23"
    "9:=Ffu3JXBefor"
    "ruuyirwzvsc:-l"
    "lBEFlXOPST+ABC"
    "FOMTYXHZBClMTX"
    "8lXOCLSocsROU7"
    "ouNOKCVFLXOvww"
    "wVFLYEZ9E4LOU5"
    "TvsFiz7o3969ou"
    "yOZWCXWCVTLlRS"
    "3AUY.3V7FRL/ll"
    "llllllllliABEZ"
    "HlKMNOPTYXayiv"
    "opoupABEZHlKMN"
    "OPTYXayivopoup"
    "ABEZHlKMNOPTYX"
    "ayivopoupABEZH"
    "lKMNOPTYXayivo"
    "poupABEZHlKMNO"
    "PTYXayivopoupF"
    "OlOlOlOlOlCTOl"
)

# Found by outside checks (round 49), beyond Unicode's list: source characters, then the ASCII each passes for.
MORE = (
    ("аеорсухѕіјһԁԛԝкүӏɡмпЗԚЬѡ", "aeopcyxsijhdqwkylgmn3QbW"),      # Cyrillic
    ("АВЕКМНОРСТХУЅІЈҮӀԜҺТ", "ABEKMHOPCTXYSIJYIWHT"),               # Cyrillic capitals
    ("αορνικυτχγϲϳωηΑΒΕΖΗΙΚΜΝΟΡΤΥΧϹ", "aopvikutxycjwnABEZHIKMNOPTYXC"),  # Greek
    ("օսհոց", "ouhng"),                                            # Armenian
    ("ᎪᏴᏟᎬᎻᏔᎫᏦᏞᎷᏢᎡᏚᎢᏙᏃ", "ABCEHWJKLMPRSTVZ"),                         # Cherokee
    ("ꓐꓑꓒꓓꓔꓖꓗꓙꓚꓜꓝꓟꓠꓡꓢꓣꓦꓧꓪꓫꓬꓮꓰꓲꓳꓴ", "BPdDTGKJCZFMNLSRVHWXYAEIOU"),   # Lisu
    ("ⲀⲁⲂⲈⲉⲎⲒⲓⲔⲕⲘⲚⲞⲟⲢⲣⲤⲥⲦⲨⲩⲬⲭ", "AaBEeHIiKkMNOoPpCcTYyXx"),         # Coptic
    ("ıɑƅʂ߀ه٥ዐ١ˍ", "iabsOooO1_"),                                   # other letters and digits
    ("‐‑‒–—―−֊᠆‗∕⁄ː׃፡᠄⸬꞊═≡", "---------_//:::::==="),            # dashes, slashes, colons, equals signs
)
# Small capitals and Cherokee's small letters: the capital each passes for (read both ways by the screen).
SMALL_CAPITALS = ("ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ" + "".join(chr(0xAB70 + i) for i in range(80)),
                  "ABCDEFGHIJKLMNOPRSTUVWYZ" + "".join(chr(0x13A0 + i) for i in range(80)))


def _table() -> dict[int, str]:
    pairs = dict(zip("".join(SOURCES), "".join(TARGETS), strict=True))
    for sources, targets in MORE:
        pairs.update(zip(sources, targets, strict=True))
    small = dict(zip(*SMALL_CAPITALS, strict=True))
    for char in small:
        pairs.pop(char, None)
    # a small Cherokee letter reads as its capital, and that capital as the Latin letter it passes for
    small = {char: pairs.get(capital, capital) for char, capital in small.items()}
    return {ord(char): target for char, target in {**pairs, **small}.items()}


_TABLE = _table()
_SMALL = frozenset(SMALL_CAPITALS[0])
# The table with each small capital read as a small letter instead.
_LOWERED = {**_TABLE, **{ord(char): _TABLE[ord(char)].lower() for char in _SMALL}}


def as_latin(text: str) -> str:
    """``text`` with every look-alike read as the Latin character it passes for (small capitals as capitals):
    ordinary prose in another script becomes Latin-looking gibberish, which no credential shape matches."""
    return text.translate(_TABLE) if not text.isascii() else text


_SEPARATORS = {code: target for code, target in _TABLE.items() if not target.isalnum()}


def separators_read(text: str) -> str:
    """``text`` with only the look-alike separators read as ASCII (``пароль꞉`` is ``пароль:``): a word of another
    script stays itself, so a password named in Russian is still found after a disguised colon."""
    return text.translate(_SEPARATORS) if not text.isascii() else text


def latin_readings(text: str) -> tuple[str, ...]:
    """:func:`as_latin`'s reading, and where ``text`` holds a small capital a second one with each read as a small
    letter ("ᴀᴋɪᴀ…" is an AWS id in capitals, "pᴀssword" a password in small letters)."""
    read = as_latin(text)
    if _SMALL.isdisjoint(text):
        return (read,)
    return (read, text.translate(_LOWERED))
