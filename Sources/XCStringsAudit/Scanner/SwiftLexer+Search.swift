#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SwiftLexer {
    /// Whether `bytes` hold `marker`: a byte search (`memchr` to each candidate first
    /// byte, then a comparison), where `firstRange(of:)`'s generic searcher is slow on
    /// megabytes of sources.
    static func contains(_ marker: [UInt8], in bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = marker.first else { return true }
        guard marker.count <= bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { haystack in
            marker.withUnsafeBufferPointer { needle in
                let base = haystack.baseAddress!, last = haystack.count - needle.count
                var at = 0
                while at <= last, let found = memchr(base + at, Int32(first), last - at + 1) {
                    let start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + start, needle.baseAddress!, needle.count) == 0 { return true }
                    at = start + 1
                }
                return false
            }
        }
    }
}
