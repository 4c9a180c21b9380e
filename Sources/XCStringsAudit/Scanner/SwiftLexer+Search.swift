extension SwiftLexer {
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
