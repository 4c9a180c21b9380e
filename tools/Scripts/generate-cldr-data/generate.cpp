// Reads the CLDR data that the system ICU carries and prints it as the compact
// tables the portable backend (Sources/ActivityLocalization/Portable) reads.
// Built and run by tools/Scripts/generate-cldr-data/run; never shipped.
//
// Every table is a list of lines, "key\tvalue", sorted by key bytes, so that the
// Swift side can binary-search the checked-in literal without building a dictionary.
// Values that a locale inherits unchanged from its parent are left out: the Swift
// side walks the same parent chain as ICU's resource fallback.

#include <unicode/bytestrie.h>
#include <unicode/localpointer.h>
#include <unicode/numsys.h>
#include <unicode/uchar.h>
#include <unicode/udata.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>
#include <unicode/ures.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <map>
#include <set>
#include <string>
#include <vector>

using icu::LocalUResourceBundlePointer;
using Table = std::map<std::string, std::string>;

static void fail(const char *what, UErrorCode status) {
    if (U_FAILURE(status)) {
        fprintf(stderr, "generate-cldr-data: %s: %s\n", what, u_errorName(status));
        exit(1);
    }
}

static std::string utf8(const UChar *s, int32_t length) {
    std::string out(static_cast<size_t>(length) * 3 + 1, '\0');
    int32_t written = 0;
    UErrorCode status = U_ZERO_ERROR;
    u_strToUTF8(&out[0], static_cast<int32_t>(out.size()), &written, s, length, &status);
    fail("u_strToUTF8", status);
    out.resize(static_cast<size_t>(written));
    return out;
}

static std::string stringAt(UResourceBundle *array, int32_t index) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = 0;
    const UChar *s = ures_getStringByIndex(array, index, &length, &status);
    fail("ures_getStringByIndex", status);
    return utf8(s, length);
}

static std::string stringFor(UResourceBundle *table, const char *key, bool *found) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = 0;
    const UChar *s = ures_getStringByKey(table, key, &length, &status);
    *found = U_SUCCESS(status) && status != U_USING_FALLBACK_WARNING && status != U_USING_DEFAULT_WARNING;
    return *found ? utf8(s, length) : std::string();
}

// Swift string-literal escaping: ASCII printable as is, everything else as \u{...}.
static std::string escaped(const std::string &s) {
    std::string out;
    UChar32 c;
    int32_t i = 0, length = static_cast<int32_t>(s.size());
    const uint8_t *p = reinterpret_cast<const uint8_t *>(s.data());
    while (i < length) {
        U8_NEXT(p, i, length, c);
        if (c == '\\' || c == '"') { out += '\\'; out += static_cast<char>(c); }
        else if (c >= 0x20 && c < 0x7F) out += static_cast<char>(c);
        else if (c == '\t') out += "\\t";
        else { char buffer[16]; snprintf(buffer, sizeof buffer, "\\u{%X}", c); out += buffer; }
    }
    return out;
}

static void emit(const char *name, const char *doc, const Table &table) {
    printf("\n    /// %s\n    static let %s: StaticString = \"\"\"\n", doc, name);
    for (const auto &[key, value] : table) printf("        %s\\t%s\n", escaped(key).c_str(), escaped(value).c_str());
    printf("        \"\"\"\n");
}

static void emitList(const char *name, const char *doc, const std::vector<std::string> &lines) {
    printf("\n    /// %s\n    static let %s: StaticString = \"\"\"\n", doc, name);
    for (const auto &line : lines) printf("        %s\n", escaped(line).c_str());
    printf("        \"\"\"\n");
}

// MARK: - Tries flattened into nodes

// Each node is a prefix that ends on a subtag boundary (a byte with the high bit
// set, or a lone '*' subtag), written as its subtags joined by '-'. Its value:
// the trie value or '-' when there is none, then '+' when longer keys continue it.
static Table flattenTrie(const char *bytes) {
    struct Key { std::string bytes; int32_t value; };
    std::vector<Key> keys;
    UErrorCode status = U_ZERO_ERROR;
    icu::BytesTrie::Iterator iterator(bytes, 0, status);
    while (iterator.hasNext()) {
        iterator.next(status);
        fail("BytesTrie::Iterator", status);
        keys.push_back({std::string(iterator.getString().data(), iterator.getString().length()), iterator.getValue()});
    }
    struct Node { bool hasValue = false; int32_t value = 0; bool hasNext = false; };
    std::map<std::string, Node> nodes;
    for (const auto &key : keys) {
        std::string path, subtag;
        size_t count = 0;
        for (size_t i = 0; i < key.bytes.size(); ++i) {
            uint8_t b = static_cast<uint8_t>(key.bytes[i]);
            bool boundary = (b & 0x80) != 0 || (b == '*' && subtag.empty());
            subtag += static_cast<char>(b & 0x7F);
            if (!boundary) continue;
            path += (count++ ? "-" : "") + subtag;
            subtag.clear();
            Node &node = nodes[path];
            if (i + 1 == key.bytes.size()) { node.hasValue = true; node.value = key.value; }
            else node.hasNext = true;
        }
        if (!subtag.empty()) { fprintf(stderr, "trie key ends inside a subtag\n"); exit(1); }
    }
    Table table;
    for (const auto &[path, node] : nodes)
        table[path] = (node.hasValue ? std::to_string(node.value) : std::string("-")) + (node.hasNext ? "+" : "");
    return table;
}

static const char *binary(UResourceBundle *table, const char *key, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    LocalUResourceBundlePointer item(ures_getByKey(table, key, nullptr, &status));
    fail(key, status);
    return reinterpret_cast<const char *>(ures_getBinary(item.getAlias(), length, &status));
}

// MARK: - Locale parents (ICU resource fallback)

static const char kUnitTree[] = U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "unit";

// The resource-fallback parent as ICU 72 computes it: the bundle's %%Parent, else
// truncation, else root. Read with ures_open, not ures_openDirect: ICU 72 caches a
// bundle opened directly without its parent link, and a later ures_open of the same
// locale then inherits nothing (uz_Arab_AF's numbering system came out latn).
static std::string parentOf(const char *tree, const std::string &id) {
    if (id == "root" || id.empty()) return "";
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(tree, id.c_str(), &status);
    if (U_SUCCESS(status)) {
        UErrorCode located = U_ZERO_ERROR;
        const char *actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &located);
        if (U_SUCCESS(located) && actual != nullptr && id == actual) {
            bool found = false;
            std::string parent = stringFor(bundle, "%%Parent", &found);
            if (found && !parent.empty()) { ures_close(bundle); return parent; }
        }
    }
    ures_close(bundle);
    char parent[ULOC_FULLNAME_CAPACITY];
    status = U_ZERO_ERROR;
    int32_t length = uloc_getParent(id.c_str(), parent, sizeof parent, &status);
    return U_SUCCESS(status) && length > 0 ? std::string(parent, static_cast<size_t>(length)) : "root";
}

// MARK: - Per-locale values

static std::string numberingSystem(const std::string &id) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_open(id.c_str(), &status);
    if (U_FAILURE(status)) return "latn";
    std::string name = unumsys_getName(system);
    unumsys_close(system);
    return name;
}

// The same walk as CICUShim's icushim_duration_pattern.
static std::string durationPattern(const std::string &locale, const char *key) {
    std::string current = locale;
    for (int step = 0; step < 16; ++step) {
        UErrorCode local = U_ZERO_ERROR;
        UResourceBundle *bundle = ures_open(kUnitTree, current.c_str(), &local);
        UResourceBundle *units = ures_getByKey(bundle, "durationUnits", nullptr, &local);
        if (U_FAILURE(local)) { ures_close(units); ures_close(bundle); return ""; }
        int32_t length = 0;
        const UChar *value = ures_getStringByKey(units, key, &length, &local);
        if (U_SUCCESS(local)) { std::string out = utf8(value, length); ures_close(units); ures_close(bundle); return out; }
        UErrorCode located = U_ZERO_ERROR;
        const char *holder = ures_getLocaleByType(units, ULOC_ACTUAL_LOCALE, &located);
        std::string parent = U_SUCCESS(located) && holder ? parentOf(kUnitTree, holder) : "";
        ures_close(units);
        ures_close(bundle);
        if (parent.empty()) return "";
        current = parent;
    }
    return "";
}

static std::string symbol(UNumberFormat *format, UNumberFormatSymbol which) {
    UChar buffer[32];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = unum_getSymbol(format, which, buffer, 32, &status);
    fail("unum_getSymbol", status);
    return utf8(buffer, length);
}

// decimal, group, minus, primary grouping, secondary grouping, minimum grouping digits.
static std::string numberSymbols(const std::string &id) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *format = unum_open(UNUM_DECIMAL, nullptr, 0, id.c_str(), nullptr, &status);
    fail("unum_open", status);
    std::string out = symbol(format, UNUM_DECIMAL_SEPARATOR_SYMBOL) + "\t" + symbol(format, UNUM_GROUPING_SEPARATOR_SYMBOL) +
        "\t" + symbol(format, UNUM_MINUS_SIGN_SYMBOL) + "\t" + std::to_string(unum_getAttribute(format, UNUM_GROUPING_SIZE)) +
        "\t" + std::to_string(unum_getAttribute(format, UNUM_SECONDARY_GROUPING_SIZE)) + "\t" +
        std::to_string(unum_getAttribute(format, UNUM_MINIMUM_GROUPING_DIGITS));
    unum_close(format);
    return out;
}

// A version as ICU writes it ("72.1", "42.0"), with at least two fields.
static std::string versionString(const UVersionInfo version) {
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    std::string out = text;
    if (out.find('.') == std::string::npos) out += ".0";
    return out;
}

int main() {
    UErrorCode status = U_ZERO_ERROR;
    // Both versions are read from the ICU library the generator runs against
    // (`u_getVersion`, `ulocdata_getCLDRVersion`), not from its headers.
    UVersionInfo icu, cldr;
    u_getVersion(icu);
    ulocdata_getCLDRVersion(cldr, &status);
    fail("ulocdata_getCLDRVersion", status);
    std::string icuVersion = versionString(icu), cldrVersion = versionString(cldr);
    printf("// Generated by tools/Scripts/generate-cldr-data/run from ICU %s (CLDR %s). Do not edit.\n",
           icuVersion.c_str(), cldrVersion.c_str());
    printf("// Each table is \"key<TAB>value\" lines sorted by key bytes; see CLDRTable.\n\n");
    printf("extension CLDRData {\n    /// The ICU version the tables were read from (`u_getVersion`).\n    package static let icuVersion = \"%s\"\n",
           icuVersion.c_str());
    printf("\n    /// The CLDR version of that ICU's data (`ulocdata_getCLDRVersion`).\n    package static let cldrVersion = \"%s\"\n",
           cldrVersion.c_str());

    // --- langInfo: likely subtags and the matcher's distance data.
    LocalUResourceBundlePointer langInfo(ures_openDirect(nullptr, "langInfo", &status));
    fail("langInfo", status);
    LocalUResourceBundlePointer likely(ures_getByKey(langInfo.getAlias(), "likely", nullptr, &status));
    LocalUResourceBundlePointer match(ures_getByKey(langInfo.getAlias(), "match", nullptr, &status));
    fail("likely/match", status);
    int32_t length = 0;
    emit("likelyTrie", "XLikelySubtags' trie (`langInfo/likely/trie`) as nodes: language[-script[-region]] → LSR index.",
         flattenTrie(binary(likely.getAlias(), "trie", &length)));
    {
        LocalUResourceBundlePointer lsrs(ures_getByKey(likely.getAlias(), "lsrs", nullptr, &status));
        fail("lsrs", status);
        std::vector<std::string> lines;
        for (int32_t i = 0; i + 2 < ures_getSize(lsrs.getAlias()); i += 3)
            lines.push_back(stringAt(lsrs.getAlias(), i) + " " + stringAt(lsrs.getAlias(), i + 1) + " " + stringAt(lsrs.getAlias(), i + 2));
        emitList("likelyLSRs", "The LSRs the likely trie points to, one per line: `language script region` (`langInfo/likely/lsrs`).", lines);
    }
    for (const char *key : {"languageAliases", "regionAliases"}) {
        LocalUResourceBundlePointer aliases(ures_getByKey(likely.getAlias(), key, nullptr, &status));
        fail(key, status);
        Table table;
        for (int32_t i = 0; i + 1 < ures_getSize(aliases.getAlias()); i += 2)
            table[stringAt(aliases.getAlias(), i)] = stringAt(aliases.getAlias(), i + 1);
        emit(strcmp(key, "languageAliases") == 0 ? "matcherLanguageAliases" : "matcherRegionAliases",
             "Aliases XLikelySubtags applies before maximising (`langInfo/likely`).", table);
    }
    emit("distanceTrie", "LocaleDistance's trie (`langInfo/match/trie`) as nodes: desired-supported language, script, partition pairs.",
         flattenTrie(binary(match.getAlias(), "trie", &length)));
    {
        int32_t count = 0;
        const uint8_t *regionToPartitions = reinterpret_cast<const uint8_t *>(binary(match.getAlias(), "regionToPartitions", &count));
        LocalUResourceBundlePointer partitions(ures_getByKey(match.getAlias(), "partitions", nullptr, &status));
        fail("partitions", status);
        Table table;
        std::string unknown = stringAt(partitions.getAlias(), regionToPartitions[0]);
        table["?"] = unknown;
        for (int32_t index = 1; index < count; ++index) {
            std::string region;
            if (index <= 1000) { char digits[4]; snprintf(digits, sizeof digits, "%03d", index - 1); region = digits; }
            else { region += static_cast<char>('A' + (index - 1001) / 26); region += static_cast<char>('A' + (index - 1001) % 26); }
            std::string value = stringAt(partitions.getAlias(), regionToPartitions[index]);
            if (value != unknown) table[region] = value;
        }
        emit("regionPartitions", "The region partitions of each region (`langInfo/match/regionToPartitions`, `partitions`); `?` for any other.", table);
        LocalUResourceBundlePointer paradigms(ures_getByKey(match.getAlias(), "paradigms", nullptr, &status));
        fail("paradigms", status);
        std::vector<std::string> lines;
        for (int32_t i = 0; i + 2 < ures_getSize(paradigms.getAlias()); i += 3)
            lines.push_back(stringAt(paradigms.getAlias(), i) + " " + stringAt(paradigms.getAlias(), i + 1) + " " + stringAt(paradigms.getAlias(), i + 2));
        emitList("paradigms", "The paradigm locales' LSRs (`langInfo/match/paradigms`).", lines);
        LocalUResourceBundlePointer distances(ures_getByKey(match.getAlias(), "distances", nullptr, &status));
        int32_t n = 0;
        const int32_t *values = ures_getIntVector(distances.getAlias(), &n, &status);
        fail("distances", status);
        std::vector<std::string> d;
        for (int32_t i = 0; i < n; ++i) d.push_back(std::to_string(values[i]));
        emitList("distances", "Default language, script and region distances and the minimum region distance (`langInfo/match/distances`).", d);
    }

    // --- metadata: aliases for canonicalisation.
    LocalUResourceBundlePointer metadata(ures_openDirect(nullptr, "metadata", &status));
    LocalUResourceBundlePointer alias(ures_getByKey(metadata.getAlias(), "alias", nullptr, &status));
    fail("metadata/alias", status);
    std::set<std::string> aliasLanguages;
    for (const char *kind : {"language", "script", "territory", "variant"}) {
        LocalUResourceBundlePointer kindTable(ures_getByKey(alias.getAlias(), kind, nullptr, &status));
        fail(kind, status);
        Table table;
        while (ures_hasNext(kindTable.getAlias())) {
            LocalUResourceBundlePointer entry(ures_getNextResource(kindTable.getAlias(), nullptr, &status));
            bool found = false;
            std::string replacement = stringFor(entry.getAlias(), "replacement", &found);
            std::string reason = stringFor(entry.getAlias(), "reason", &found);
            table[ures_getKey(entry.getAlias())] = replacement + "\t" + reason;
            if (strcmp(kind, "language") == 0) aliasLanguages.insert(ures_getKey(entry.getAlias()));
        }
        std::string name = std::string(kind) + "Aliases";
        emit(name.c_str(), "CLDR alias replacements and their reasons (`metadata/alias`) for canonicalisation.", table);
    }

    // --- How ICU's locale ID parser and uloc_toLanguageTag rewrite alias codes.
    {
        Table shortened, tagged;
        for (const auto &key : aliasLanguages) {
            char language[ULOC_FULLNAME_CAPACITY];
            UErrorCode s = U_ZERO_ERROR;
            int32_t n = uloc_getLanguage(key.c_str(), language, sizeof language, &s);
            std::string plain = key.substr(0, key.find('_'));
            if (U_SUCCESS(s) && std::string(language, static_cast<size_t>(n)) != plain) shortened[plain] = std::string(language, static_cast<size_t>(n));
            char tag[ULOC_FULLNAME_CAPACITY];
            s = U_ZERO_ERROR;
            n = uloc_toLanguageTag(key.c_str(), tag, sizeof tag, false, &s);
            std::string naive = key;
            std::replace(naive.begin(), naive.end(), '_', '-');
            if (U_SUCCESS(s) && std::string(tag, static_cast<size_t>(n)) != naive) tagged[key] = std::string(tag, static_cast<size_t>(n));
        }
        // ICU shortens every ISO 639-2 code it knows, alias or not (`hat` → `ht`).
        for (char a = 'a'; a <= 'z'; ++a) for (char b = 'a'; b <= 'z'; ++b) for (char c = 'a'; c <= 'z'; ++c) {
            char code[4] = {a, b, c, 0}, language[ULOC_FULLNAME_CAPACITY];
            UErrorCode s = U_ZERO_ERROR;
            int32_t n = uloc_getLanguage(code, language, sizeof language, &s);
            if (U_SUCCESS(s) && std::string(language, static_cast<size_t>(n)) != code) shortened[code] = std::string(language, static_cast<size_t>(n));
        }
        emit("parserLanguages", "Language codes ICU's locale ID parser shortens (`uloc_getLanguage`: `aar` → `aa`, `tgl` → `tl`).", shortened);
        emit("tagAliases", "Alias IDs that `uloc_toLanguageTag` writes differently (`aam` → `aas`, `hy_arevmda` → `hyw`).", tagged);
    }

    // --- Scripts written right to left.
    {
        std::vector<std::string> lines;
        for (int32_t code = 0; code < u_getIntPropertyMaxValue(UCHAR_SCRIPT) + 1; ++code) {
            if (uscript_isRightToLeft(static_cast<UScriptCode>(code))) lines.push_back(uscript_getShortName(static_cast<UScriptCode>(code)));
        }
        std::sort(lines.begin(), lines.end());
        emitList("rightToLeftScripts", "ISO 15924 codes of the scripts ICU marks right-to-left (`uscript_isRightToLeft`), sorted.", lines);
    }

    // --- Plural rules.
    {
        LocalUResourceBundlePointer plurals(ures_openDirect(nullptr, "plurals", &status));
        LocalUResourceBundlePointer locales(ures_getByKey(plurals.getAlias(), "locales", nullptr, &status));
        fail("plurals/locales", status);
        Table table;
        while (ures_hasNext(locales.getAlias())) {
            int32_t len = 0;
            const char *key = nullptr;
            const UChar *s = ures_getNextString(locales.getAlias(), &len, &key, &status);
            fail("plurals/locales entry", status);
            table[key] = utf8(s, len);
        }
        emit("pluralLocales", "Locale → cardinal rule set (`plurals/locales`); looked up along `uloc_getParent` truncation.", table);
        LocalUResourceBundlePointer rules(ures_getByKey(plurals.getAlias(), "rules", nullptr, &status));
        fail("plurals/rules", status);
        Table ruleTable;
        std::set<std::string> used;
        for (const auto &entry : table) used.insert(entry.second);
        while (ures_hasNext(rules.getAlias())) {
            LocalUResourceBundlePointer set(ures_getNextResource(rules.getAlias(), nullptr, &status));
            if (!used.count(ures_getKey(set.getAlias()))) continue;
            std::string joined;
            while (ures_hasNext(set.getAlias())) {
                int32_t len = 0;
                const char *category = nullptr;
                const UChar *s = ures_getNextString(set.getAlias(), &len, &category, &status);
                std::string rule = utf8(s, len);
                size_t at = rule.find('@');
                if (at != std::string::npos) rule = rule.substr(0, at);
                while (!rule.empty() && rule.back() == ' ') rule.pop_back();
                if (strcmp(category, "other") == 0) continue;
                joined += (joined.empty() ? "" : ";") + std::string(category) + ":" + rule;
            }
            ruleTable[ures_getKey(set.getAlias())] = joined;
        }
        emit("pluralRules", "Rule set → `category:condition` pairs joined by `;` (`plurals/rules`, samples removed; `other` is implied).", ruleTable);
    }

    // --- Numbering systems' digits.
    {
        Table table;
        UEnumeration *names = unumsys_openAvailableNames(&status);
        fail("unumsys_openAvailableNames", status);
        const char *name = nullptr;
        while ((name = uenum_next(names, nullptr, &status)) != nullptr) {
            icu::LocalPointer<icu::NumberingSystem> system(icu::NumberingSystem::createInstanceByName(name, status));
            fail("NumberingSystem", status);
            std::string description;
            system->getDescription().toUTF8String(description);
            table[name] = system->isAlgorithmic() ? "" : description;
        }
        uenum_close(names);
        emit("numberingSystemDigits", "Numbering system → its ten digits, empty for algorithmic systems (`numberingSystems`).", table);
    }

    // --- Per-locale data: every installed and alias locale, with the values ICU
    // resolves for it, kept only where they differ from what its parent resolves.
    std::set<std::string> candidates = {"root"};
    int32_t available = uloc_countAvailable();
    for (int32_t i = 0; i < available; ++i) candidates.insert(uloc_getAvailable(i));
    {
        LocalUResourceBundlePointer index(ures_openDirect(nullptr, "res_index", &status));
        LocalUResourceBundlePointer aliases(ures_getByKey(index.getAlias(), "AliasLocales", nullptr, &status));
        fail("res_index/AliasLocales", status);
        while (ures_hasNext(aliases.getAlias())) {
            LocalUResourceBundlePointer entry(ures_getNextResource(aliases.getAlias(), nullptr, &status));
            candidates.insert(ures_getKey(entry.getAlias()));
        }
    }
    Table parents, unitParents, numbering, selectedNumbering, durations, symbols;
    auto resolvedNumbering = [](const std::string &id) { return numberingSystem(id); };
    // What `numbers=native`, `traditional` and `finance` select (CLDR
    // `NumberElements/native` …, with TR35's fallbacks), as unumsys_open resolves them.
    auto resolvedSelectors = [](const std::string &id) {
        std::string base = id.empty() ? "root" : id;
        return numberingSystem(base + "@numbers=native") + "\t" + numberingSystem(base + "@numbers=traditional") + "\t" +
            numberingSystem(base + "@numbers=finance");
    };
    auto resolvedDuration = [](const std::string &id) {
        return durationPattern(id, "hm") + "\t" + durationPattern(id, "ms") + "\t" + durationPattern(id, "hms");
    };
    for (const auto &id : candidates) {
        std::string parent = parentOf(nullptr, id);
        std::string unitParent = parentOf(kUnitTree, id);
        char truncated[ULOC_FULLNAME_CAPACITY];
        UErrorCode s = U_ZERO_ERROR;
        int32_t n = uloc_getParent(id.c_str(), truncated, sizeof truncated, &s);
        std::string plain = n > 0 ? std::string(truncated, static_cast<size_t>(n)) : "root";
        if (id != "root" && parent != plain) parents[id] = parent;
        if (id != "root" && unitParent != parent) unitParents[id] = unitParent;
        if (id == "root" || resolvedNumbering(id) != resolvedNumbering(parent)) numbering[id] = resolvedNumbering(id);
        if (id == "root" || resolvedSelectors(id) != resolvedSelectors(parent)) selectedNumbering[id] = resolvedSelectors(id);
        if (id == "root" || resolvedDuration(id) != resolvedDuration(unitParent)) durations[id] = resolvedDuration(id);
        if (id == "root" || numberSymbols(id) != numberSymbols(parent)) symbols[id] = numberSymbols(id);
    }
    // Symbols under a `numbers` keyword: Latin symbols of the locales whose default
    // system is not Latin (`ar@numbers=latn`), and root's symbols of every system.
    Table latnSymbols, systemSymbols;
    // Every such locale, not only where it differs from its parent: the parent may
    // have Latin digits by default and no entry (`ur_IN` is arabext, `ur` latn).
    for (const auto &id : candidates) {
        if (resolvedNumbering(id) == "latn") continue;
        latnSymbols[id] = numberSymbols(id + "@numbers=latn");
    }
    {
        UErrorCode s = U_ZERO_ERROR;
        UEnumeration *names = unumsys_openAvailableNames(&s);
        const char *name = nullptr;
        while ((name = uenum_next(names, nullptr, &s)) != nullptr) {
            icu::LocalPointer<icu::NumberingSystem> system(icu::NumberingSystem::createInstanceByName(name, s));
            if (U_SUCCESS(s) && !system->isAlgorithmic()) systemSymbols[name] = numberSymbols(std::string("root@numbers=") + name);
        }
        uenum_close(names);
    }
    emit("latinNumberSymbols", "Locale → its Latin-digit symbols (`@numbers=latn`), for every locale whose default system is not Latin.", latnSymbols);
    emit("systemNumberSymbols", "Numbering system → root's symbols for it, for a `numbers` keyword a locale has no symbols for.", systemSymbols);
    emit("parentLocales", "Explicit resource parents where they are not plain truncation (`%%Parent`).", parents);
    emit("unitParentLocales", "Resource parents in the unit tree where they differ from `parentLocales`.", unitParents);
    emit("defaultNumberingSystems", "Locale → default numbering system, where it differs from the parent's (`unumsys_open`).", numbering);
    emit("selectedNumberingSystems", "Locale → the systems `numbers=native`, `traditional`, `finance` select, where they differ from the parent's (`unumsys_open`).", selectedNumbering);
    emit("durationPatterns", "Locale → `hm`, `ms`, `hms` patterns, where they differ from the parent's (`durationUnits`).", durations);
    emit("numberSymbols", "Locale → decimal, group, minus, grouping, secondary grouping, minimum grouping digits, where they differ from the parent's (`unum_getSymbol`, `unum_getAttribute`).", symbols);
    printf("}\n");
    return 0;
}
