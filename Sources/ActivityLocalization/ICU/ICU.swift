#if os(Linux) && canImport(CICUShim)
internal import CICUShim

/// Namespace for the ICU layer. Everything ICU-shaped stays behind it; the public
/// API is made of this module's own value types. `package` so that the package's
/// other modules (the catalog engine, the audit) share one ICU layer; it is not
/// public API.
package enum ICU {

    /// Calls an ICU function that writes a string, growing the buffer when ICU
    /// reports `U_BUFFER_OVERFLOW_ERROR` (its preflighting convention).
    ///
    /// - Parameter body: Writes at most `capacity` elements into `buffer`, returns
    ///   the full length, and sets `status`.
    /// - Returns: The elements written, or `nil` when ICU reported a failure.
    package static func withGrowingBuffer<Element: BinaryInteger>(
        _ element: Element.Type,
        initialCapacity: Int = 64,
        _ body: (_ buffer: UnsafeMutablePointer<Element>, _ capacity: Int32, _ status: inout Int32) -> Int32
    ) -> [Element]? {
        var capacity = initialCapacity
        for _ in 0..<2 {
            var status: Int32 = 0
            var result = [Element](repeating: 0, count: capacity)
            let length = result.withUnsafeMutableBufferPointer {
                body($0.baseAddress!, Int32($0.count), &status)
            }
            if status == ICUSHIM_BUFFER_OVERFLOW, Int(length) > capacity {
                capacity = Int(length) + 1
                continue
            }
            guard status <= 0, length >= 0, Int(length) <= capacity else { return nil }
            result.removeSubrange(Int(length)...)
            return result
        }
        return nil
    }

    /// ``withGrowingBuffer(_:initialCapacity:_:)`` for functions that write ASCII
    /// (locale IDs, tags, names).
    package static func asciiString(
        _ body: (_ buffer: UnsafeMutablePointer<CChar>, _ capacity: Int32, _ status: inout Int32) -> Int32
    ) -> String? {
        withGrowingBuffer(CChar.self, body).map { chars in
            String(decoding: chars.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// ``withGrowingBuffer(_:initialCapacity:_:)`` for functions that write UTF-16.
    package static func utf16String(
        _ body: (_ buffer: UnsafeMutablePointer<UInt16>, _ capacity: Int32, _ status: inout Int32) -> Int32
    ) -> String? {
        withGrowingBuffer(UInt16.self, body).map { String(decoding: $0, as: UTF16.self) }
    }
}
#endif
