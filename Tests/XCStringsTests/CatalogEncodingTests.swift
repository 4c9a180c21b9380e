import Foundation
import Testing
@testable import XCStrings

/// A catalog saved as UTF-16 or UTF-32 is refused with the encoding named, not
/// with the first byte that is not JSON.
@Suite struct CatalogEncodingTests {
    static let catalog = #"{"sourceLanguage" : "en", "strings" : {"Hold" : {}}, "version" : "1.0"}"#

    static func encode(_ text: String, width: Int, bigEndian: Bool, mark: Bool) -> Data {
        var bytes: [UInt8] = []
        for scalar in (mark ? "\u{FEFF}" : "").unicodeScalars + text.unicodeScalars {
            var unit = [UInt8]()
            for shift in stride(from: 0, to: width * 8, by: 8) { unit.append(UInt8(truncatingIfNeeded: scalar.value >> shift)) }
            bytes += bigEndian ? unit.reversed() : unit
        }
        return Data(bytes)
    }

    @Test(arguments: [
        (2, false, true, "UTF-16 (little-endian, with a byte order mark)"),
        (2, true, true, "UTF-16 (big-endian, with a byte order mark)"),
        (2, false, false, "UTF-16 (little-endian, without a byte order mark)"),
        (2, true, false, "UTF-16 (big-endian, without a byte order mark)"),
        (4, false, true, "UTF-32 (little-endian, with a byte order mark)"),
        (4, true, true, "UTF-32 (big-endian, with a byte order mark)"),
        (4, false, false, "UTF-32 (little-endian, without a byte order mark)"),
        (4, true, false, "UTF-32 (big-endian, without a byte order mark)"),
    ])
    func anotherEncodingIsNamed(_ width: Int, _ bigEndian: Bool, _ mark: Bool, _ name: String) {
        let data = Self.encode(Self.catalog, width: width, bigEndian: bigEndian, mark: mark)
        do throws(CatalogError) {
            _ = try StringCatalog(data: data, file: "W.xcstrings")
            Issue.record("read")
        } catch {
            #expect(error.reason == .notUTF8(encoding: name))
            #expect(error.description
                == "W.xcstrings:1:1: error: the file is \(name); a String Catalog is UTF-8, as Xcode writes it: save it as UTF-8")
        }
    }

    @Test func aUTF8ErrorStaysWhatItWas() {
        // A zero byte inside a string of a UTF-8 catalog is that catalog's error, not an encoding.
        let data = Data(#"{"sourceLanguage" : "en", "strings" : {"a\#u{0}b" : {}}, "version" : "1.0"}"#.utf8)
        do throws(CatalogError) {
            _ = try StringCatalog(data: data, file: "W.xcstrings")
            Issue.record("read")
        } catch {
            #expect(error.reason == .controlCharacterInString(0))
        }
    }
}
