import Foundation
import XCStrings

/// Builds a synthetic app + widget catalog pair, deterministic for a seed, shaped
/// like real catalogs (plurals by each language's CLDR categories, substitutions,
/// device variations, device → plural) and with the gaps `xcstrings-audit` looks
/// for: widget keys missing from the app, languages missing for some keys,
/// untranslated (`new`) and `needs_review` units, stale keys, translations that
/// drifted between the two files, a changed specifier, a missing plural category.
struct CatalogPairGenerator {
    var keyCount: Int
    var languageCount: Int
    var seed: UInt64
    /// `plural`: every key a plural, so every localization (the source language's
    /// too) is a plural variation — the slowest shape for the audit, which checks
    /// each variant's state, value, specifiers and categories.
    var pluralOnly = false

    /// Real language codes, source first; the first `languageCount` are used.
    static let allLanguages = [
        "en", "ar", "he", "de", "fr", "es", "ja", "zh-Hans", "ko", "ru", "pt-BR", "it", "nl", "sv", "pl", "tr",
        "uk", "zh-Hant", "da", "fi", "nb", "el", "cs", "hu", "ro", "th", "vi", "id", "hi", "ca", "hr", "sk",
        "pt-PT", "ms", "fa", "bg", "sr", "lt", "lv", "et",
    ]

    /// CLDR cardinal categories used for each language's plural variants (CLDR 42).
    static func pluralCategories(_ language: String) -> [String] {
        switch language {
        case "ar": return ["zero", "one", "two", "few", "many", "other"]
        case "he": return ["one", "two", "other"]
        case "ru", "uk", "pl", "cs", "sk", "lt": return ["one", "few", "many", "other"]
        case "ro", "hr", "sr": return ["one", "few", "other"]
        case "fr", "es", "it", "pt-BR", "pt-PT", "ca": return ["one", "many", "other"]
        case "ja", "zh-Hans", "zh-Hant", "ko", "th", "vi", "id", "ms": return ["other"]
        case "lv": return ["zero", "one", "other"]
        default: return ["one", "other"]
        }
    }

    private static let words: [String: [String]] = [
        "latin": ["garden", "feeder", "bird", "water", "seed", "morning", "river", "window", "quiet", "bright", "nest",
                  "flight", "season", "branch", "cloud", "leaf", "stone", "path", "light", "song", "refill", "open",
                  "close", "today", "weekly", "ready", "visit", "share", "photo", "count"],
        "arab": ["حديقة", "طائر", "ماء", "بذور", "صباح", "نهر", "نافذة", "هادئ", "عش", "طيران", "موسم", "غصن", "سحابة", "ورقة", "حجر", "طريق", "ضوء", "أغنية"],
        "hebr": ["גן", "ציפור", "מים", "זרעים", "בוקר", "נהר", "חלון", "שקט", "קן", "מעוף", "עונה", "ענף", "ענן", "עלה", "אבן", "שביל", "אור", "שיר"],
        "cjk": ["庭园", "小鸟", "喂食器", "水", "种子", "早晨", "河流", "窗户", "安静", "鸟巢", "飞行", "季节", "树枝", "云", "叶子", "石头"],
        "hang": ["정원", "새", "모이통", "물", "씨앗", "아침", "강", "창문", "조용한", "둥지", "비행", "계절", "가지", "구름"],
        "cyrl": ["сад", "птица", "кормушка", "вода", "семена", "утро", "река", "окно", "тихий", "гнездо", "полёт", "сезон", "ветка", "облако"],
        "grek": ["κήπος", "πουλί", "ταΐστρα", "νερό", "σπόροι", "πρωί", "ποτάμι", "παράθυρο", "ήσυχος", "φωλιά", "πτήση", "εποχή"],
        "thai": ["สวน", "นก", "ที่ให้อาหาร", "น้ำ", "เมล็ด", "เช้า", "แม่น้ำ", "หน้าต่าง", "เงียบ", "รัง"],
        "deva": ["बगीचा", "पक्षी", "फीडर", "पानी", "बीज", "सुबह", "नदी", "खिड़की", "शांत", "घोंसला"],
    ]

    private static func script(_ language: String) -> String {
        switch language {
        case "ar", "fa": return "arab"
        case "he": return "hebr"
        case "ja", "zh-Hans", "zh-Hant": return "cjk"
        case "ko": return "hang"
        case "ru", "uk", "bg", "sr": return "cyrl"
        case "el": return "grek"
        case "th": return "thai"
        case "hi": return "deva"
        default: return "latin"
        }
    }

    /// A SplitMix64 generator: fast, deterministic, good enough for test data.
    private struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func chance(_ percent: Double) -> Bool { Double(next() % 10_000) < percent * 100 }
    }

    private enum Shape { case plain, plural, substitution, device, devicePlural, stringSet, doNotTranslate }

    private struct KeySpec {
        var key: String
        var shape: Shape
        var comment: String?
        var extractionState: StringCatalog.ExtractionState?
    }

    func generate() -> (app: StringCatalog, widget: StringCatalog) {
        var random = Random(state: seed)
        let languages = Array(Self.allLanguages.prefix(max(1, min(languageCount, Self.allLanguages.count))))
        let sharedCount = keyCount * 7 / 10
        let appSpecs = (0..<keyCount).map { makeSpec($0, "app", &random) }
        let widgetOnly = (0..<(keyCount - sharedCount)).map { makeSpec($0, "widget", &random) }
        var shared: [KeySpec] = []
        for (index, spec) in appSpecs.enumerated() where index % 10 < 7 && shared.count < sharedCount {
            shared.append(spec)
        }

        var app = StringCatalog(sourceLanguage: "en", version: "1.0")
        for spec in appSpecs {
            var entry = makeEntry(spec, languages, variant: 0, &random)
            // Gaps on the app side: a language missing for some keys, untranslated units.
            if random.chance(1), let last = languages.last, last != "en" { entry.localizations[last] = nil }
            if random.chance(1), languages.count > 1 {
                let language = languages[1 + random.below(languages.count - 1)]
                entry.localizations[language] = .init(stringUnit: .init(state: .new, value: spec.key))
            }
            app.setEntry(entry)
        }

        var widget = StringCatalog(sourceLanguage: "en", version: "1.0")
        for spec in shared {
            var entry = app[spec.key] ?? makeEntry(spec, languages, variant: 0, &random)
            let language = languages.count > 1 ? languages[1 + random.below(languages.count - 1)] : "en"
            switch random.below(200) {
            case 0..<4: entry.localizations[language] = nil                                   // missing language
            case 4..<6: entry.localizations[language]?.stringUnit?.state = .needsReview       // needs review
            case 6..<8: entry.localizations[language]?.stringUnit?.value += " (widget)"       // drift
            case 8: entry.localizations[language]?.stringUnit?.value = "%@ " + words(language, 2, &random)  // specifier changed
            case 9: entry.localizations[language]?.variations?.plural?["other"] = nil        // missing plural category
            case 10..<12: entry.extractionState = .stale                                      // stale
            case 12: entry.localizations = entry.localizations.filter { $0.key == "en" }     // untranslated key
            default: break
            }
            widget.setEntry(entry)
        }
        for spec in widgetOnly { widget.setEntry(makeEntry(spec, languages, variant: 1, &random)) }
        app.endsWithNewline = false
        widget.endsWithNewline = true
        return (app, widget)
    }

    private func makeSpec(_ index: Int, _ prefix: String, _ random: inout Random) -> KeySpec {
        let roll = pluralOnly ? 80 : random.below(100)
        let shape: Shape = switch roll {
        case 0..<76: .plain
        case 76..<85: .plural
        case 85..<89: .substitution
        case 89..<94: .device
        case 94..<95: .devicePlural
        case 95..<97: .stringSet
        default: .doNotTranslate
        }
        let text = words("en", 3 + random.below(6), &random)
        let key: String = switch shape {
        case .plain: random.chance(40) ? "\(text) %@ #\(prefix)\(index)" : "\(text) #\(prefix)\(index)"
        case .plural: "%lld \(text) #\(prefix)\(index)"
        case .substitution: "%@ has %#@items@ in \(text) #\(prefix)\(index)"
        case .device: "Tap \(text) #\(prefix)\(index)"
        case .devicePlural: "%lld \(text) left #\(prefix)\(index)"
        case .stringSet: "Phrase \(text) #\(prefix)\(index)"
        case .doNotTranslate: "ID-\(prefix)-\(index)"
        }
        let comment = random.chance(50) ? "Shown in the \(words("en", 2, &random)) screen." : nil
        let state: StringCatalog.ExtractionState? = random.chance(2) ? .stale : (random.chance(10) ? .manual : nil)
        return KeySpec(key: key, shape: shape, comment: comment, extractionState: state)
    }

    private func makeEntry(_ spec: KeySpec, _ languages: [String], variant: Int, _ random: inout Random) -> StringCatalog.Entry {
        var entry = StringCatalog.Entry(key: spec.key, comment: spec.comment, extractionState: spec.extractionState)
        if spec.shape == .doNotTranslate {
            entry.shouldTranslate = false
            return entry
        }
        for language in languages {
            if language == "en", spec.shape == .plain || spec.shape == .device { continue }
            var state: StringCatalog.TranslationState = random.chance(3) ? .needsReview : .translated
            if random.chance(1) { state = .new }
            let length = 2 + random.below(5)
            func unit(_ pattern: String) -> StringCatalog.StringUnit {
                var value = pattern.replacingOccurrences(of: "TEXT", with: words(language, length, &random))
                if random.chance(1) { value += "\n\"\(words(language, 1, &random))\"" }
                return .init(state: state, value: value)
            }
            func plural(_ pattern: String) -> StringCatalog.Variations {
                var map: [String: StringCatalog.Variation] = [:]
                for category in Self.pluralCategories(language) {
                    map[category] = .init(stringUnit: unit(category == "one" && pattern.hasPrefix("%lld") ? "TEXT" : pattern))
                }
                return .init(plural: map)
            }
            var localization = StringCatalog.Localization()
            switch spec.shape {
            case .plain:
                localization.stringUnit = unit(spec.key.contains("%@") ? "TEXT %@" : "TEXT")
            case .plural:
                localization.variations = plural("%lld TEXT")
            case .substitution:
                localization.stringUnit = unit("%@ TEXT %#@items@")
                var substitution = StringCatalog.Substitution(formatSpecifier: "lld", variations: plural("%arg TEXT"))
                if random.chance(50) { substitution.argNum = 2 }
                localization.substitutions = ["items": substitution]
            case .device:
                var map: [String: StringCatalog.Variation] = [:]
                for device in ["iphone", "ipad", "mac", "applewatch", "other"] where device == "other" || random.chance(60) {
                    map[device] = .init(stringUnit: unit("TEXT"))
                }
                localization.variations = .init(device: map)
            case .devicePlural:
                localization.variations = .init(device: [
                    "applewatch": .init(variations: plural("%lld TEXT")),
                    "other": .init(variations: plural("%lld TEXT")),
                ])
            case .stringSet:
                localization.stringSet = .init(state: state, values: [words(language, 3, &random), words(language, 4, &random)])
            case .doNotTranslate:
                break
            }
            if variant == 1, random.chance(5) { localization.stringUnit?.state = .new }
            entry.localizations[language] = localization
        }
        return entry
    }

    private func words(_ language: String, _ count: Int, _ random: inout Random) -> String {
        let list = Self.words[Self.script(language)]!
        var text = ""
        for position in 0..<count {
            if position > 0, Self.script(language) != "cjk" { text += " " }
            text += list[random.below(list.count)]
        }
        return text
    }
}
