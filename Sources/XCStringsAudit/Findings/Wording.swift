/// Phrasing shared by messages.
enum Wording {
    /// `ar, de, es and 4 more`: the first `shown` of `items`, then how many are left out.
    /// For a list longer than `shown`; a message says when a list is cut.
    static func first(_ shown: Int, of items: [String]) -> String {
        items.prefix(shown).joined(separator: ", ") + " and \(items.count - shown) more"
    }

    /// `ar, de, es`: all of `items` when there are at most `limit`, else the first
    /// `limit` and how many more (``first(_:of:)``).
    static func list(_ items: [String], atMost limit: Int) -> String {
        items.count <= limit ? items.joined(separator: ", ") : first(limit, of: items)
    }
}
