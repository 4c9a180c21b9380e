// CICUShim: plain-named C wrappers over the system ICU.
//
// ICU's headers rename every function with a version suffix (`ubidi_open` becomes
// `ubidi_open_72`) through macros that Swift cannot import, and the shared library
// exports only the suffixed names. These wrappers compile against ICU's headers in
// C++ and give Swift plain, stable names. They rename and flatten types only:
// `UChar` is `uint16_t`, `UErrorCode` is `int32_t` (success when <= 0), ICU handles
// are opaque pointers. No ICU header is included here, so no ICU type or macro
// reaches Swift.
//
// Every function that writes a string follows ICU's preflighting convention: it
// returns the full length needed; when that exceeds `capacity` the status is
// U_BUFFER_OVERFLOW_ERROR (15) and the caller retries with a larger buffer.

#ifndef CICUSHIM_H
#define CICUSHIM_H

// Linux only: on Apple platforms nothing may reference ICU (see Package.swift),
// so if a build system compiles this target there anyway it declares nothing.
#if defined(__linux__)

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// U_BUFFER_OVERFLOW_ERROR.
#define ICUSHIM_BUFFER_OVERFLOW 15
/// U_STRING_NOT_TERMINATED_WARNING: the output filled the buffer exactly.
#define ICUSHIM_STRING_NOT_TERMINATED (-124)

// MARK: - Locale identifiers (uloc)

/// `uloc_forLanguageTag`: a BCP 47 tag to an ICU locale ID. `parsed_length` is how
/// much of the tag was well-formed.
int32_t icushim_locale_for_language_tag(const char *tag, char *locale_id, int32_t capacity,
                                        int32_t *parsed_length, int32_t *status);
/// `uloc_toLanguageTag` (non-strict): an ICU locale ID to a BCP 47 tag.
int32_t icushim_locale_to_language_tag(const char *locale_id, char *tag, int32_t capacity,
                                       int32_t *status);
/// `Locale::createCanonical`: CLDR alias canonicalisation (`iw` -> `he`, `ji` -> `yi`).
int32_t icushim_locale_canonicalize(const char *locale_id, char *out, int32_t capacity,
                                    int32_t *status);
/// `uloc_addLikelySubtags`: `ar` -> `ar_Arab_EG`.
int32_t icushim_locale_add_likely_subtags(const char *locale_id, char *out, int32_t capacity,
                                          int32_t *status);
/// `uloc_getLanguage`.
int32_t icushim_locale_language(const char *locale_id, char *out, int32_t capacity,
                                int32_t *status);
/// `uloc_getScript`.
int32_t icushim_locale_script(const char *locale_id, char *out, int32_t capacity,
                              int32_t *status);
/// `uloc_getCountry`.
int32_t icushim_locale_region(const char *locale_id, char *out, int32_t capacity,
                              int32_t *status);

/// `uloc_countAvailable`: how many locales ICU has data for.
int32_t icushim_available_locale_count(void);
/// `uloc_getAvailable(index)`: an available locale ID, or NULL past the end.
const char *icushim_available_locale(int32_t index);

/// `uscript_getCode` + `uscript_isRightToLeft` for an ISO 15924 code such as "Arab".
/// Returns false for an unknown code.
bool icushim_script_is_right_to_left(const char *script_code);

// MARK: - Language matching (icu::LocaleMatcher)

typedef struct icushim_matcher icushim_matcher;

/// A `LocaleMatcher` over `count` ICU locale IDs, in order, with no default locale
/// (so that "no match" is visible). NULL on failure, with `status` set.
icushim_matcher *icushim_matcher_open(const char *const *supported_ids, int32_t count,
                                      int32_t *status);
/// `LocaleMatcher::getBestMatchResult(desired).getSupportedIndex()`: the index of
/// the best supported locale, or -1 when none is close enough.
int32_t icushim_matcher_best_index(const icushim_matcher *matcher, const char *desired_id,
                                   int32_t *status);
void icushim_matcher_close(icushim_matcher *matcher);

// MARK: - Numbering systems (unumsys)

/// `unumsys_open` + `unumsys_getName` for a locale's default numbering system
/// ("latn", "arab", "arabext", ...).
int32_t icushim_numbering_system_name(const char *locale_id, char *out, int32_t capacity,
                                      int32_t *status);
/// The ten digits of a locale's default numbering system (`unumsys_getDescription`),
/// as UTF-16. `is_algorithmic` is set for systems that are not a digit set (e.g.
/// traditional Hebrew numerals); their description is a rule name, not digits.
int32_t icushim_numbering_system_digits(const char *locale_id, uint16_t *out, int32_t capacity,
                                        bool *is_algorithmic, int32_t *status);

// MARK: - Resource data (ures)

/// CLDR `durationUnits/<key>` ("hm", "ms", "hms") from ICU's unit data for a locale,
/// inherited key by key along the locale's parent chain (CLDR parentLocales, then
/// truncation, then root): `es_CL` "hm" is `h:mm` from `es`, `ha` "hms" is `h:mm:ss`
/// from root. U_MISSING_RESOURCE_ERROR when not even root has the key.
int32_t icushim_duration_pattern(const char *locale_id, const char *key, uint16_t *out,
                                 int32_t capacity, int32_t *status);

// MARK: - Plural rules (uplrules)

typedef struct icushim_plural_rules icushim_plural_rules;

/// `uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL)`.
icushim_plural_rules *icushim_plural_rules_open(const char *locale_id, int32_t *status);
/// `uplrules_select` for a number: the plural keyword ("zero", "one", ..., "other").
int32_t icushim_plural_rules_select(const icushim_plural_rules *rules, double number,
                                    uint16_t *keyword, int32_t capacity, int32_t *status);
/// `uplrules_select` for a number shown with exactly `fraction_digits` decimals
/// (so that 1.0 shown as "1.0" is "other" in English). Uses `number::LocalizedNumberFormatter`
/// and `uplrules_selectFormatted`.
int32_t icushim_plural_rules_select_decimal(const icushim_plural_rules *rules,
                                            const char *locale_id, double number,
                                            int32_t fraction_digits, uint16_t *keyword,
                                            int32_t capacity, int32_t *status);
void icushim_plural_rules_close(icushim_plural_rules *rules);

// MARK: - Number formatting (unum)

typedef struct icushim_number_format icushim_number_format;

/// `unum_open(UNUM_DECIMAL, locale)` with the locale's default numbering system.
/// `grouping` turns grouping separators on or off.
icushim_number_format *icushim_number_format_open(const char *locale_id, bool grouping,
                                                  int32_t *status);
/// `unum_setAttribute(UNUM_MIN/MAX_FRACTION_DIGITS)`.
void icushim_number_format_set_fraction_digits(icushim_number_format *format, int32_t minimum,
                                               int32_t maximum);
/// `unum_formatInt64`.
int32_t icushim_number_format_int64(const icushim_number_format *format, int64_t value,
                                    uint16_t *out, int32_t capacity, int32_t *status);
/// `unum_formatDouble`.
int32_t icushim_number_format_double(const icushim_number_format *format, double value,
                                     uint16_t *out, int32_t capacity, int32_t *status);
void icushim_number_format_close(icushim_number_format *format);

// MARK: - Bidirectional algorithm (ubidi)

/// Runs the Unicode Bidirectional Algorithm (`ubidi_setPara` with paragraph level
/// `paragraph_level`: 0 left-to-right, 1 right-to-left) and writes the text in
/// visual order (`ubidi_writeReordered`) with `options` (a bit set of UBIDI_*
/// write options; 8 = UBIDI_REMOVE_BIDI_CONTROLS, 2 = UBIDI_DO_MIRRORING).
int32_t icushim_bidi_visual_order(const uint16_t *text, int32_t length, uint8_t paragraph_level,
                                  uint16_t options, uint16_t *out, int32_t capacity,
                                  int32_t *status);

// MARK: - Collation (ucol)

typedef struct icushim_collator icushim_collator;

/// `ucol_open(locale)` with `UCOL_NUMERIC_COLLATION` set to `numeric` and strength
/// `UCOL_TERTIARY`. NULL on failure, with `status` set.
icushim_collator *icushim_collator_open(const char *locale_id, bool numeric, int32_t *status);
/// `ucol_openRules(rules)` (a tailoring of the root collation) with
/// `UCOL_NUMERIC_COLLATION` set to `numeric` and strength `UCOL_TERTIARY`.
icushim_collator *icushim_collator_open_rules(const uint16_t *rules, int32_t length, bool numeric,
                                              int32_t *status);
/// `ucol_strcollUTF8`: -1, 0 or 1.
int32_t icushim_collator_compare_utf8(const icushim_collator *collator, const char *a,
                                      int32_t a_length, const char *b, int32_t b_length,
                                      int32_t *status);
void icushim_collator_close(icushim_collator *collator);

#ifdef __cplusplus
}
#endif

#endif  // defined(__linux__)

#endif
