"""Builds the everyday word lists — Resources/common.txt (English) and Resources/everyday-LANG.txt
(nl, de, fr, es) — from word frequencies (wordfreq, data CC BY-SA 4.0) and the Debian
dictionaries. Run by scripts/make-wordlists, in the virtual environment it makes.

A word is kept when it is used at least once in a million words (Zipf >= 3.0 in wordfreq), is
written with the language's letters only, the language's Debian list holds it in lower case
(a name is capitalised there), and it is a headword: an entry (a stem) of the language's Hunspell
dictionary, not a form its affixes make (walking, gekommen, penche and lleva are left out). German capitalises every noun: its nouns are the capitalised
entries that hunspell's German dictionary declines as nouns (plural, genitive or compound
flags) or that English has as a lower-case loan word, and that no other language's list writes
only with a capital (Peter, Berlin, Japan). scripts/not-words.txt removes what those rules let
through: names, places, abbreviations, obscenities and slurs, each under the heading of the language
whose list it leaves (a word of one language can be an everyday word of another: German "dick").
The output is sorted bytewise, one word a line, spelled as the language spells it (accents kept;
German nouns capitalised): the game folds the marks for play and shows the spelling."""
import collections, re, sys, unicodedata
import wordfreq

ZIPF = 3.0  # about once per million words of running text

# Hunspell's dictionaries list stems (a word's own form, the one a dictionary prints); their affix
# files make the inflected forms. A hangman answer is a headword: a word is kept only as a stem.
STEMS = {"en": "/usr/share/hunspell/en_US.dic", "nl": "/usr/share/hunspell/nl.dic",
         "de": "/usr/share/hunspell/de_DE.dic", "fr": "/usr/share/hunspell/fr.dic",
         "es": "/usr/share/hunspell/es_ES.dic"}

def stems(lang):
    """The entries of the language's Hunspell dictionary, without their flags and fields."""
    out = set()
    with open(STEMS[lang], encoding="utf-8", errors="replace") as f:
        next(f)  # the entry count
        for line in f:
            stem = re.split(r"[/\t ]", line.strip(), maxsplit=1)[0]
            if stem:
                # The Dutch dictionary writes the digraph ij as one letter (ĳ); the lists, as people type it.
                out.add(unicodedata.normalize("NFC", stem).replace("\u0133", "ij").replace("\u0132", "IJ"))
    return out

DICTS = {"en": "/usr/share/dict/american-english", "nl": "/usr/share/dict/dutch",
         "de": "/usr/share/dict/ngerman", "fr": "/usr/share/dict/french", "es": "/usr/share/dict/spanish"}
# The letters each language's words may hold (the game folds the marked ones onto its letters).
LETTERS = {
    "en": "abcdefghijklmnopqrstuvwxyz",
    "nl": "abcdefghijklmnopqrstuvwxyzáéíóúàèëïöüâêîôûç",
    "de": "abcdefghijklmnopqrstuvwxyzäöüß",
    "fr": "abcdefghijklmnopqrstuvwxyzàâäçéèêëîïôöùûüÿœæ",
    "es": "abcdefghijklmnopqrstuvwxyzáéíóúüñ",
}

def load(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return {unicodedata.normalize("NFC", line.strip()) for line in f}

def frequent(lang):
    for word in wordfreq.top_n_list(lang, 10_000_000):
        z = wordfreq.zipf_frequency(word, lang)
        if z < ZIPF:
            return
        word = unicodedata.normalize("NFC", word)
        # wordfreq case-folds, and case folding writes German ß as ss (straße is counted as
        # strasse): each ss may be a ß, and the dictionary then says which spellings are words.
        for spelling in sharp_s_spellings(word) if lang == "de" else [word]:
            yield spelling, z

def sharp_s_spellings(word):
    """`word` with each of its ss kept or written ß: strasse gives strasse and straße."""
    head, ss, tail = word.partition("ss")
    if not ss:
        return [word]
    return [head + middle + rest for middle in ("ss", "ß") for rest in sharp_s_spellings(tail)]

def plain(word, lang):
    return len(word) >= 2 and all(c in LETTERS[lang] for c in word)

def lower_case_words(lang, dictionary):
    """Words the dictionary holds in lower case: not names (a name is capitalised there)."""
    return sorted({w for w, _ in frequent(lang) if plain(w, lang) and w in dictionary})

def german(dictionary, english, others, not_words):
    """German capitalises every noun: lower-case entries as everywhere, and nouns told from names
    by hunspell's flags (a noun declines: plural or compound flags) and by the English list (a
    word English writes only with a capital is a name)."""
    places = english | load(DICTS["nl"])  # lists whose capitals are names, checked by reading
    flags = {}
    with open("/usr/share/hunspell/de_DE.dic", encoding="utf-8") as f:
        for line in f:
            stem, _, marks = line.strip().partition("/")
            if stem and not stem[0].isdigit():
                flags[stem] = flags.get(stem, "") + marks
    words = set()
    for w, z in frequent("de"):
        if not plain(w, "de"):
            continue
        if w in dictionary:
            if w in not_words:
                continue
            # Base forms only (hunspell's stems): gekommen and verstehe are forms of kommen and verstehen.
            marks = flags.get(w)
            if marks is not None and "h" not in marks:
                words.add(w)
            continue
        noun = w[0].upper() + w[1:]
        marks = flags.get(noun)
        if len(noun) < 3 or noun not in dictionary or marks is None or "h" in marks or noun in not_words:
            continue
        if noun in others and w not in others:
            continue  # another language has it only with a capital, as a name: Peter, Berlin, Japan
        declines = bool(set(marks) & set("EPRNpT"))  # plurals and genitives of nouns
        compounds = bool(set(marks) & set("ij"))  # a noun that begins compounds
        loan = w in english and noun not in english  # Team, Party, Website
        if declines or compounds or loan:
            words.add(noun)
    return sorted(words)

HEADINGS = {"English": "en", "Dutch": "nl", "German": "de", "French": "fr", "Spanish": "es"}

def read_not_words(path):
    """The words each language's list must leave out: those under its headings, and those under
    "# Every language"."""
    by_language = {lang: set() for lang in DICTS}
    current = list(DICTS)
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line.startswith("#"):
                name = line[1:].split(":")[0].strip()
                if name == "Every language":
                    current = list(DICTS)
                elif name in HEADINGS:
                    current = [HEADINGS[name]]
                continue
            for lang in current if line else []:
                by_language[lang].add(line)
    return by_language

def main(out_dir, not_words_path):
    not_words_of = read_not_words(not_words_path)
    english = load(DICTS["en"])
    others = english | load(DICTS["nl"]) | load(DICTS["fr"]) | load(DICTS["es"])
    for lang in ["en", "nl", "de", "fr", "es"]:
        dictionary = load(DICTS[lang])
        not_words = not_words_of[lang]
        headwords = stems(lang)
        words = german(dictionary, english, others, not_words) if lang == "de" else \
            [w for w in lower_case_words(lang, dictionary) if w not in not_words and w in headwords]
        name = "common.txt" if lang == "en" else f"everyday-{lang}.txt"
        if lang == "de":
            # A zu-infinitive (abzubauen, durchzusetzen) is a form of its verb (abbauen), which Hunspell
            # lists as a stem of its own: left out where the verb is in the list.
            listed = set(words)
            words = [w for w in words if not any(
                w[i:i + 2] == "zu" and w.endswith("en") and w[:i] + w[i + 2:] in listed for i in range(1, len(w) - 3))]
            # So is a weak verb's participle (gesagt, abgeholt: prefix, ge, stem, t) where its verb (sagen,
            # abholen) is listed, but for participles the dictionary also prints as adjectives.
            adjectives = {"geeignet", "gespannt", "gewohnt", "gezielt", "gewillt", "geschickt", "gemischt",
                          "gesondert", "gemäßigt", "geneigt", "gelehrt", "bekannt", "gewandt", "gelangweilt"}
            def participle(w):
                return w.islower() and w.endswith("t") and w not in adjectives and any(
                    w[i:i + 2] == "ge" and len(w) - i - 3 >= 2
                    and (w[:i] + w[i + 2:-1] + "en" in listed or w[:i] + w[i + 2:-1] + "n" in listed)
                    for i in range(0, len(w) - 3))
            words = [w for w in words if not participle(w)]
        data = sorted(words, key=lambda w: w.encode("utf-8"))
        with open(f"{out_dir}/{name}", "w", encoding="utf-8") as f:
            f.write("".join(w + "\n" for w in data))
        lengths = collections.Counter(len(w) for w in data)
        print(f"{name}: {len(data)} words; by length " + " ".join(f"{n}:{lengths[n]}" for n in range(2, 16)), file=sys.stderr)

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
