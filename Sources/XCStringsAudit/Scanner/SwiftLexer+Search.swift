extension SwiftLexer {
    /// For each `(`, `[`, `{`, the index of the bracket that closes it (-1 when
    /// none does); -1 for every other token.
    /// - Complexity: O(*n*).
    static func closingBrackets(_ tokens: [SwiftLexer.Token]) -> [Int] {
        var closing = [Int](repeating: -1, count: tokens.count), open: [(index: Int, closer: UInt8)] = []
        for (index, token) in tokens.enumerated() {
            guard case .punctuation(let byte) = token.kind else { continue }
            switch byte {
            case 0x28: open.append((index, 0x29))
            case 0x5B: open.append((index, 0x5D))
            case 0x7B: open.append((index, 0x7D))
            case 0x29, 0x5D, 0x7D:
                // A closer that does not close the innermost bracket closes nothing.
                guard let last = open.last, last.closer == byte else { continue }
                closing[last.index] = index
                open.removeLast()
            default: continue
            }
        }
        return closing
    }


    /// Whether `bytes` hold `marker`: a byte search, where `firstRange(of:)`'s
    /// generic searcher is slow on megabytes of sources.
    static func contains(_ marker: [UInt8], in bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = marker.first else { return true }
        var at = bytes.startIndex
        while let start = bytes[at...].firstIndex(of: first) {
            if start + marker.count > bytes.endIndex { return false }
            if bytes[start..<(start + marker.count)].elementsEqual(marker) { return true }
            at = start + 1
        }
        return false
    }
}
