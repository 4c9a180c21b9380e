import ActivityLocalization
import Foundation

/// The plural categories a language needs for whole numbers, from ICU's plural
/// rules (`Backend.pluralCategory`, over the integers 0…1000).
///
/// CLDR 42 (ICU 72): Arabic needs all six (0 zero, 1 one, 2 two, 3 few, 11 many,
/// 100 other); Hebrew one, two, other; French one, other — its `many` starts at
/// a million, beyond the range checked, so it is not required.
final class PluralCategoryRequirements: @unchecked Sendable {
    /// A needed category and the smallest integer that selects it.
    struct Requirement: Hashable, Sendable {
        var category: String
        var example: Int
        /// The smallest integers (up to four) of 0…1000 that select it, from `example` up.
        var examples: [Int] = []
        /// How many integers of 0…1000 select it: 1 for English `one` and Arabic
        /// `two`, 2 for French `one` (0 and 1), 100 for Russian `one` (1, 21, 31…).
        var count = 0

        /// Whether the category stands for more than one number, so that a variant
        /// without the number is wrong for some of them.
        var coversSeveralNumbers: Bool { count > 1 }
    }

    /// One cache for the process: plural rules do not change while it runs.
    static let shared = PluralCategoryRequirements()

    /// The highest integer checked.
    static let limit = 1000

    // A lock, not `Synchronization.Mutex`, which needs macOS 15 / iOS 18 while the
    // package declares macOS 13 / iOS 16. `cache` is read and written only under it.
    private let lock = NSLock()
    private var cache: [String: [Requirement]?] = [:]

    init() {}

    /// The categories ICU selects for some integer 0…1000 in `language` (a catalog
    /// language such as `"pt-BR"`), in order of first use; `nil` when ICU has no
    /// rules for it (the tag is malformed).
    ///
    /// - Complexity: 1001 plural selections the first time per language; then O(1).
    func requirements(for language: String) -> [Requirement]? {
        lock.lock()
        let cached = cache[language]
        lock.unlock()
        if let cached { return cached }
        let computed = Self.compute(language)
        lock.lock()
        cache[language] = computed
        lock.unlock()
        return computed
    }

    private static func compute(_ language: String) -> [Requirement]? {
        let tag = language.replacingOccurrences(of: "_", with: "-")
        let backend = Backend.current
        guard let localeID = backend.localeID(forLanguageTag: tag),
              let categories = backend.pluralCategories(localeID: localeID, integers: 0...limit) else { return nil }
        var requirements: [Requirement] = []
        for (number, category) in categories.enumerated() {
            if let position = requirements.firstIndex(where: { $0.category == category }) {
                requirements[position].count += 1
                if requirements[position].examples.count < 4 { requirements[position].examples.append(number) }
            } else {
                requirements.append(Requirement(category: category, example: number, examples: [number], count: 1))
            }
        }
        return requirements
    }
}
