// The implementations behind CICUShim.h. Each function forwards to one ICU call
// (or a short fixed sequence of them) and converts nothing but types.

#if defined(__linux__)
// Linux only: on Apple platforms nothing may reference ICU (see Package.swift).

#include "CICUShim.h"

#include <cstring>
#include <memory>
#include <new>

#include <unicode/localematcher.h>
#include <unicode/locid.h>
#include <unicode/numberformatter.h>
#include <unicode/numsys.h>
#include <unicode/plurrule.h>
#include <unicode/ubidi.h>
#include <unicode/udata.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>
#include <unicode/upluralrules.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/uchar.h>
#include <unicode/ucol.h>
#include <unicode/uscript.h>

static_assert(sizeof(UChar) == sizeof(uint16_t), "UChar is UTF-16");
static_assert(ICUSHIM_BUFFER_OVERFLOW == U_BUFFER_OVERFLOW_ERROR, "status value");
static_assert(ICUSHIM_STRING_NOT_TERMINATED == U_STRING_NOT_TERMINATED_WARNING, "status value");

static inline UErrorCode *error_code(int32_t *status) {
    return reinterpret_cast<UErrorCode *>(status);
}
static inline UChar *uchars(uint16_t *p) { return reinterpret_cast<UChar *>(p); }
static inline const UChar *uchars(const uint16_t *p) { return reinterpret_cast<const UChar *>(p); }

// MARK: - Locale identifiers

int32_t icushim_locale_for_language_tag(const char *tag, char *locale_id, int32_t capacity,
                                        int32_t *parsed_length, int32_t *status) {
    return uloc_forLanguageTag(tag, locale_id, capacity, parsed_length, error_code(status));
}

int32_t icushim_locale_to_language_tag(const char *locale_id, char *tag, int32_t capacity,
                                       int32_t *status) {
    return uloc_toLanguageTag(locale_id, tag, capacity, false, error_code(status));
}

int32_t icushim_locale_canonicalize(const char *locale_id, char *out, int32_t capacity,
                                    int32_t *status) {
    icu::Locale canonical = icu::Locale::createCanonical(locale_id);
    if (canonical.isBogus()) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    const char *name = canonical.getName();
    int32_t length = static_cast<int32_t>(strlen(name));
    if (length > capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return length;
    }
    memcpy(out, name, static_cast<size_t>(length));
    if (length < capacity) {
        out[length] = 0;
    } else {
        *status = U_STRING_NOT_TERMINATED_WARNING;
    }
    return length;
}

int32_t icushim_locale_add_likely_subtags(const char *locale_id, char *out, int32_t capacity,
                                          int32_t *status) {
    return uloc_addLikelySubtags(locale_id, out, capacity, error_code(status));
}

int32_t icushim_locale_language(const char *locale_id, char *out, int32_t capacity,
                                int32_t *status) {
    return uloc_getLanguage(locale_id, out, capacity, error_code(status));
}

int32_t icushim_locale_script(const char *locale_id, char *out, int32_t capacity,
                              int32_t *status) {
    return uloc_getScript(locale_id, out, capacity, error_code(status));
}

int32_t icushim_locale_region(const char *locale_id, char *out, int32_t capacity,
                              int32_t *status) {
    return uloc_getCountry(locale_id, out, capacity, error_code(status));
}

int32_t icushim_available_locale_count(void) { return uloc_countAvailable(); }

const char *icushim_available_locale(int32_t index) { return uloc_getAvailable(index); }

bool icushim_script_is_right_to_left(const char *script_code) {
    int32_t property = u_getPropertyValueEnum(UCHAR_SCRIPT, script_code);
    if (property == UCHAR_INVALID_CODE) {
        return false;
    }
    return uscript_isRightToLeft(static_cast<UScriptCode>(property));
}

// MARK: - Language matching

struct icushim_matcher {
    icu::LocaleMatcher matcher;
    explicit icushim_matcher(icu::LocaleMatcher &&m) : matcher(std::move(m)) {}
};

icushim_matcher *icushim_matcher_open(const char *const *supported_ids, int32_t count,
                                      int32_t *status) {
    icu::LocaleMatcher::Builder builder;
    for (int32_t i = 0; i < count; ++i) {
        builder.addSupportedLocale(icu::Locale(supported_ids[i]));
    }
    builder.setNoDefaultLocale();
    icu::LocaleMatcher matcher = builder.build(*error_code(status));
    if (U_FAILURE(*error_code(status))) {
        return nullptr;
    }
    icushim_matcher *result = new (std::nothrow) icushim_matcher(std::move(matcher));
    if (result == nullptr) {
        *status = U_MEMORY_ALLOCATION_ERROR;
    }
    return result;
}

int32_t icushim_matcher_best_index(const icushim_matcher *matcher, const char *desired_id,
                                   int32_t *status) {
    icu::LocaleMatcher::Result result =
        matcher->matcher.getBestMatchResult(icu::Locale(desired_id), *error_code(status));
    if (U_FAILURE(*error_code(status))) {
        return -1;
    }
    return result.getSupportedIndex();
}

void icushim_matcher_close(icushim_matcher *matcher) { delete matcher; }

// MARK: - Numbering systems

int32_t icushim_numbering_system_name(const char *locale_id, char *out, int32_t capacity,
                                      int32_t *status) {
    UNumberingSystem *system = unumsys_open(locale_id, error_code(status));
    if (U_FAILURE(*error_code(status))) {
        return 0;
    }
    const char *name = unumsys_getName(system);
    int32_t length = static_cast<int32_t>(strlen(name));
    if (length > capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
    } else {
        memcpy(out, name, static_cast<size_t>(length));
        if (length < capacity) out[length] = 0;
    }
    unumsys_close(system);
    return length;
}

int32_t icushim_numbering_system_digits(const char *locale_id, uint16_t *out, int32_t capacity,
                                        bool *is_algorithmic, int32_t *status) {
    UNumberingSystem *system = unumsys_open(locale_id, error_code(status));
    if (U_FAILURE(*error_code(status))) {
        return 0;
    }
    *is_algorithmic = unumsys_isAlgorithmic(system);
    int32_t length = unumsys_getDescription(system, uchars(out), capacity, error_code(status));
    unumsys_close(system);
    return length;
}

// MARK: - Resource data

// The unit data tree (U_ICUDATA_UNIT in ICU's internal headers).
static const char kUnitTree[] = U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "unit";

// The parent of a locale in one ICU data tree: the bundle's own `%%Parent` (CLDR
// parentLocales, e.g. es_CL -> es_419), else the truncated ID (es_419 -> es), else root.
// `parent` holds ULOC_FULLNAME_CAPACITY bytes. Returns false at root.
static bool unit_tree_parent(const char *locale_id, char *parent) {
    if (strcmp(locale_id, "root") == 0 || locale_id[0] == 0) {
        return false;
    }
    // ures_open, not ures_openDirect: ICU 72 caches a bundle opened directly without
    // its parent link, and a later ures_open of that locale then inherits nothing.
    // The bundle's own %%Parent only: not inherited, and not from an alias target.
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(kUnitTree, locale_id, &status);
    if (U_SUCCESS(status)) {
        UErrorCode located = U_ZERO_ERROR;
        const char *actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &located);
        int32_t length = 0;
        UErrorCode found = U_ZERO_ERROR;
        const UChar *explicit_parent = ures_getStringByKey(bundle, "%%Parent", &length, &found);
        if (U_SUCCESS(located) && actual != nullptr && strcmp(actual, locale_id) == 0 &&
            U_SUCCESS(found) && found != U_USING_FALLBACK_WARNING && found != U_USING_DEFAULT_WARNING &&
            length > 0 && length < ULOC_FULLNAME_CAPACITY) {
            u_UCharsToChars(explicit_parent, parent, length);
            parent[length] = 0;
            ures_close(bundle);
            return true;
        }
    }
    ures_close(bundle);
    status = U_ZERO_ERROR;
    int32_t length = uloc_getParent(locale_id, parent, ULOC_FULLNAME_CAPACITY, &status);
    if (U_FAILURE(status) || length <= 0 || length >= ULOC_FULLNAME_CAPACITY) {
        strcpy(parent, "root");
    }
    return true;
}

// `ures_getByKey` falls back to parent locales only for top-level keys: once the
// `durationUnits` table is found in a locale, a key missing from *that* table is not
// looked up in the parent's. CLDR inherits per leaf, and some locales carry only part
// of the table (ICU 72: `ha` and `or` have only "ms"; `es_CL` lacks "hm"), so this
// walks the parent chain itself, using public API only.
int32_t icushim_duration_pattern(const char *locale_id, const char *key, uint16_t *out,
                                 int32_t capacity, int32_t *status) {
    char current[ULOC_FULLNAME_CAPACITY];
    if (strlen(locale_id) >= sizeof current) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    strcpy(current, locale_id);
    // Each step moves strictly up the tree; the bound only guards against a cycle
    // in corrupt data.
    for (int step = 0; step < 16; ++step) {
        UErrorCode local = U_ZERO_ERROR;
        UResourceBundle *bundle = ures_open(kUnitTree, current, &local);
        UResourceBundle *units = ures_getByKey(bundle, "durationUnits", nullptr, &local);
        if (U_FAILURE(local)) {
            ures_close(units);
            ures_close(bundle);
            *status = local;
            return 0;
        }
        int32_t length = 0;
        const UChar *value = ures_getStringByKey(units, key, &length, &local);
        if (U_SUCCESS(local)) {
            if (length > capacity) {
                *status = U_BUFFER_OVERFLOW_ERROR;
            } else {
                memcpy(out, value, static_cast<size_t>(length) * sizeof(UChar));
                if (length < capacity) out[length] = 0;
            }
            ures_close(units);
            ures_close(bundle);
            return length;
        }
        // Not in the locale that holds this table: continue from that locale's parent.
        UErrorCode located = U_ZERO_ERROR;
        const char *holder = ures_getLocaleByType(units, ULOC_ACTUAL_LOCALE, &located);
        char parent[ULOC_FULLNAME_CAPACITY];
        bool has_parent = U_SUCCESS(located) && holder != nullptr && unit_tree_parent(holder, parent);
        ures_close(units);
        ures_close(bundle);
        if (!has_parent) {
            *status = U_MISSING_RESOURCE_ERROR;
            return 0;
        }
        strcpy(current, parent);
    }
    *status = U_MISSING_RESOURCE_ERROR;
    return 0;
}

// MARK: - Plural rules

icushim_plural_rules *icushim_plural_rules_open(const char *locale_id, int32_t *status) {
    return reinterpret_cast<icushim_plural_rules *>(
        uplrules_openForType(locale_id, UPLURAL_TYPE_CARDINAL, error_code(status)));
}

int32_t icushim_plural_rules_select(const icushim_plural_rules *rules, double number,
                                    uint16_t *keyword, int32_t capacity, int32_t *status) {
    return uplrules_select(reinterpret_cast<const UPluralRules *>(rules), number,
                           uchars(keyword), capacity, error_code(status));
}

int32_t icushim_plural_rules_select_decimal(const icushim_plural_rules *rules,
                                            const char *locale_id, double number,
                                            int32_t fraction_digits, uint16_t *keyword,
                                            int32_t capacity, int32_t *status) {
    using namespace icu::number;
    UErrorCode *code = error_code(status);
    LocalizedNumberFormatter formatter =
        NumberFormatter::withLocale(icu::Locale(locale_id))
            .precision(Precision::fixedFraction(fraction_digits));
    FormattedNumber formatted = formatter.formatDouble(number, *code);
    if (U_FAILURE(*code)) {
        return 0;
    }
    // uplrules_selectFormatted needs a UFormattedNumber; the C++ PluralRules API
    // takes the FormattedNumber directly.
    const icu::PluralRules *plural = reinterpret_cast<const icu::PluralRules *>(rules);
    icu::UnicodeString result = plural->select(formatted, *code);
    if (U_FAILURE(*code)) {
        return 0;
    }
    return result.extract(uchars(keyword), capacity, *code);
}

void icushim_plural_rules_close(icushim_plural_rules *rules) {
    uplrules_close(reinterpret_cast<UPluralRules *>(rules));
}

// MARK: - Number formatting

// Whether ICU took data from the process default locale rather than from
// `requested` or its parents: the data came from the default locale's language,
// and that is not the requested language (after alias canonicalisation, so that
// `iw` served by `he` is not a fallback).
static bool used_default_locale(const char *requested, const char *actual) {
    if (actual == nullptr || strcmp(actual, "root") == 0 || actual[0] == 0) {
        return false;
    }
    char actual_language[ULOC_LANG_CAPACITY] = {0};
    char default_language[ULOC_LANG_CAPACITY] = {0};
    UErrorCode status = U_ZERO_ERROR;
    uloc_getLanguage(actual, actual_language, sizeof actual_language, &status);
    uloc_getLanguage(uloc_getDefault(), default_language, sizeof default_language, &status);
    if (U_FAILURE(status) || strcmp(actual_language, default_language) != 0) {
        return false;
    }
    icu::Locale canonical = icu::Locale::createCanonical(requested);
    return strcmp(canonical.getLanguage(), default_language) != 0;
}

icushim_number_format *icushim_number_format_open(const char *locale_id, bool grouping,
                                                  int32_t *status) {
    UNumberFormat *format =
        unum_open(UNUM_DECIMAL, nullptr, 0, locale_id, nullptr, error_code(status));
    // A locale ICU has no data for falls back to the *process default locale*
    // (U_USING_DEFAULT_WARNING): en_US_POSIX under LANG=C, which does not group.
    // The library never reads global locale state, so such a locale gets root's
    // format, as the portable backend gives it.
    if (U_SUCCESS(*error_code(status)) && used_default_locale(
            locale_id, unum_getLocaleByType(format, ULOC_ACTUAL_LOCALE, error_code(status)))) {
        unum_close(format);
        *status = U_ZERO_ERROR;
        format = unum_open(UNUM_DECIMAL, nullptr, 0, "root", nullptr, error_code(status));
    }
    if (U_FAILURE(*error_code(status))) {
        unum_close(format);
        return nullptr;
    }
    unum_setAttribute(format, UNUM_GROUPING_USED, grouping ? 1 : 0);
    return reinterpret_cast<icushim_number_format *>(format);
}

void icushim_number_format_set_fraction_digits(icushim_number_format *format, int32_t minimum,
                                               int32_t maximum) {
    UNumberFormat *f = reinterpret_cast<UNumberFormat *>(format);
    unum_setAttribute(f, UNUM_MAX_FRACTION_DIGITS, maximum);
    unum_setAttribute(f, UNUM_MIN_FRACTION_DIGITS, minimum);
}

int32_t icushim_number_format_int64(const icushim_number_format *format, int64_t value,
                                    uint16_t *out, int32_t capacity, int32_t *status) {
    return unum_formatInt64(reinterpret_cast<const UNumberFormat *>(format), value, uchars(out),
                            capacity, nullptr, error_code(status));
}

int32_t icushim_number_format_double(const icushim_number_format *format, double value,
                                     uint16_t *out, int32_t capacity, int32_t *status) {
    return unum_formatDouble(reinterpret_cast<const UNumberFormat *>(format), value, uchars(out),
                             capacity, nullptr, error_code(status));
}

void icushim_number_format_close(icushim_number_format *format) {
    unum_close(reinterpret_cast<UNumberFormat *>(format));
}

// MARK: - Bidirectional algorithm

// The option values CICUShim.h documents for callers that cannot see ICU's macros.
static_assert(UBIDI_DO_MIRRORING == 2, "documented in CICUShim.h");
static_assert(UBIDI_REMOVE_BIDI_CONTROLS == 8, "documented in CICUShim.h");

int32_t icushim_bidi_visual_order(const uint16_t *text, int32_t length, uint8_t paragraph_level,
                                  uint16_t options, uint16_t *out, int32_t capacity,
                                  int32_t *status) {
    UErrorCode *code = error_code(status);
    UBiDi *bidi = ubidi_openSized(length, 0, code);
    if (U_FAILURE(*code)) {
        return 0;
    }
    ubidi_setPara(bidi, uchars(text), length, paragraph_level, nullptr, code);
    int32_t written = 0;
    if (U_SUCCESS(*code)) {
        written = ubidi_writeReordered(bidi, uchars(out), capacity, options, code);
    }
    ubidi_close(bidi);
    return written;
}

// MARK: - Collation

icushim_collator *icushim_collator_open(const char *locale_id, bool numeric, int32_t *status) {
    UErrorCode *code = error_code(status);
    UCollator *collator = ucol_open(locale_id, code);
    if (U_FAILURE(*code)) {
        return nullptr;
    }
    ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, numeric ? UCOL_ON : UCOL_OFF, code);
    ucol_setStrength(collator, UCOL_TERTIARY);
    if (U_FAILURE(*code)) {
        ucol_close(collator);
        return nullptr;
    }
    return reinterpret_cast<icushim_collator *>(collator);
}

icushim_collator *icushim_collator_open_rules(const uint16_t *rules, int32_t length, bool numeric,
                                              int32_t *status) {
    UErrorCode *code = error_code(status);
    UCollator *collator = ucol_openRules(uchars(rules), length, UCOL_DEFAULT, UCOL_TERTIARY,
                                         nullptr, code);
    if (U_FAILURE(*code)) {
        return nullptr;
    }
    ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, numeric ? UCOL_ON : UCOL_OFF, code);
    if (U_FAILURE(*code)) {
        ucol_close(collator);
        return nullptr;
    }
    return reinterpret_cast<icushim_collator *>(collator);
}

int32_t icushim_collator_compare_utf8(const icushim_collator *collator, const char *a,
                                      int32_t a_length, const char *b, int32_t b_length,
                                      int32_t *status) {
    return static_cast<int32_t>(ucol_strcollUTF8(reinterpret_cast<const UCollator *>(collator),
                                                 a, a_length, b, b_length, error_code(status)));
}

void icushim_collator_close(icushim_collator *collator) {
    ucol_close(reinterpret_cast<UCollator *>(collator));
}

#endif  // defined(__linux__)
