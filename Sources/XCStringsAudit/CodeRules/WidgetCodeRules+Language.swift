extension WidgetCodeRules {
    // What the language rules share: a call's arguments, and whether its bundle
    // was chosen for the language.

    /// `nil` when the call's `bundle:` is chosen for the language, else the words
    /// to say about it (`""` when there is none, ` with bundle: .main`).
    static func bundleProblem(_ arguments: [(label: String?, range: Range<Int>)], in run: SwiftCodeFile.Run)
        -> String? {
        guard let bundle = arguments.first(where: { $0.label == "bundle" }) else { return "" }
        let words = bundle.range.map { index -> String in
            if let name = run.identifier(at: index) { return name }
            return run.isPunctuation(0x2E, at: index) ? "." : "?"
        }.joined()
        switch words {
        case ".main", "Bundle.main", ".module", "Bundle.module": return " with bundle: \(words)"
        default: return nil
        }
    }

    /// The top-level arguments of the call whose `(` is at `open`: each one's label
    /// (or `nil`) and the range of its value's tokens.
    static func arguments(of run: SwiftCodeFile.Run, openingAt open: Int) -> [(label: String?, range: Range<Int>)] {
        guard let close = run.partner[open], close > open else { return [] }
        var arguments: [(label: String?, range: Range<Int>)] = []
        var start = open + 1
        var cursor = open + 1
        func finish(at end: Int) {
            guard start < end else { return }
            if let label = run.identifier(at: start), run.isPunctuation(0x3A, at: start + 1), start + 2 <= end {
                arguments.append((label, (start + 2)..<end))
            } else {
                arguments.append((nil, start..<end))
            }
        }
        while cursor < close {
            if let partner = run.partner[cursor], partner > cursor {
                cursor = partner + 1
                continue
            }
            if run.isPunctuation(0x2C, at: cursor) {
                finish(at: cursor)
                start = cursor + 1
            }
            cursor += 1
        }
        finish(at: close)
        return arguments
    }
}
