import Foundation
import Testing
@testable import PropertyList
@testable import XcodeProject

/// A `project.pbxproj` in another syntax than the old style Xcode writes: XML is
/// read (Xcode opens it), binary and JSON are refused with a message naming them.
@Suite struct ProjectFileFormatTests {
    private let breathe = "\(fixtures)/Breathe/Breathe.xcodeproj"

    /// An XML property list of `node`, as `plutil -convert xml1` writes one.
    private static func xml(_ node: PropertyListNode, indent: String = "") -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        switch node.value {
        case .string(let text): return "\(indent)<string>\(escaped(text))</string>\n"
        case .data(let bytes): return "\(indent)<data>\(Data(bytes).base64EncodedString())</data>\n"
        case .scalar(let element, let text): return "\(indent)<\(element)>\(text)</\(element)>\n"
        case .array(let elements):
            return "\(indent)<array>\n" + elements.map { xml($0, indent: indent + "\t") }.joined() + "\(indent)</array>\n"
        case .dictionary(let dictionary):
            return "\(indent)<dict>\n" + dictionary.members.map { member in
                "\(indent)\t<key>\(escaped(member.key))</key>\n" + xml(member.value, indent: indent + "\t")
            }.joined() + "\(indent)</dict>\n"
        }
    }

    @Test func anXMLProjectFileReadsAsTheOldStyleOne() throws {
        let oldStyle = try XcodeProject.readFile(breathe + "/project.pbxproj")
        let root = try PropertyListReader.read(oldStyle, file: "project.pbxproj")
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            \(Self.xml(root))</plist>

            """
        let fromXML = try XcodeProject(projectFileBytes: Array(text.utf8), atPath: breathe)
        let fromOldStyle = try XcodeProject(atPath: breathe)
        #expect(fromXML.objectVersion == "77")
        #expect(fromXML.knownRegions == fromOldStyle.knownRegions)
        #expect(fromXML.targets.map(\.name) == fromOldStyle.targets.map(\.name))
        #expect(fromXML.targets.map(\.sourceFiles) == fromOldStyle.targets.map(\.sourceFiles))
        #expect(fromXML.targets.map { $0.localizationFiles.map(\.path) } == fromOldStyle.targets.map { $0.localizationFiles.map(\.path) })
        // Places are the XML file's own: the first target's `<dict>`, not the old-style line.
        #expect(fromXML.targets[0].location != fromOldStyle.targets[0].location)
        #expect(fromXML.targets[0].location.line > 1)
    }

    @Test(arguments: [
        ("binary", Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x51],
         "project.pbxproj: error: a binary property list, which is not read; convert it with `plutil -convert xml1` to audit it"),
        // Offsets and counts give a real one zero bytes that look like UTF-16: it is still named binary.
        ("binary, with zero bytes", Array("bplist00".utf8) + Array(repeating: [0x41, 0x00], count: 40).flatMap { $0 },
         "project.pbxproj: error: a binary property list, which is not read; convert it with `plutil -convert xml1` to audit it"),
        ("JSON", Array(#"{"archiveVersion":"1","classes":{},"objectVersion":"77","objects":{}}"#.utf8),
         "project.pbxproj: error: a property list in JSON, which is not read; convert it with `plutil -convert xml1` to audit it"),
        ("JSON, indented", Array("{\n  \"archiveVersion\" : \"1\",\n  \"objects\" : {\n  }\n}\n".utf8),
         "project.pbxproj: error: a property list in JSON, which is not read; convert it with `plutil -convert xml1` to audit it"),
        ("empty", Array(" \n".utf8),
         "project.pbxproj:1:1: error: the file is empty; a project.pbxproj starts with `// !$*UTF8*$!` and a `{`"),
    ])
    func otherSyntaxesAreNamed(_ name: String, _ bytes: [UInt8], _ expected: String) {
        do throws(XcodeProjectError) {
            _ = try XcodeProject(projectFileBytes: bytes, atPath: "App.xcodeproj")
            Issue.record("a \(name) project file was read")
        } catch {
            #expect(error.description == "App.xcodeproj/" + expected)
        }
    }

    @Test func aUTF16ProjectFileIsReadAndUTF32Named() throws {
        let text = try String(contentsOfFile: breathe + "/project.pbxproj", encoding: .utf8)
        let utf16 = Array(Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!)
        let project = try XcodeProject(projectFileBytes: utf16, atPath: breathe)
        #expect(project.targets.map(\.name) == ["Breathe", "BreatheWidgetExtension", "BreatheIntents", "BreatheTests"])
        #expect(project.targets.map(\.location) == (try XcodeProject(atPath: breathe)).targets.map(\.location))
        let utf32 = Array(Data([0x00, 0x00, 0xFE, 0xFF]) + text.data(using: .utf32BigEndian)!)
        #expect(thrownDescription { try XcodeProject(projectFileBytes: utf32, atPath: "App.xcodeproj") }
            == "App.xcodeproj/project.pbxproj: error: the file is UTF-32 (big-endian, with a byte order mark), which is not read; "
            + "save it as UTF-8 (or UTF-16)")
    }

    @Test(arguments: [
        ("// !$*UTF8*$!\n{ a = b; }", PropertyListReader.Format.openStep), ("{\"a\" = b;}", .openStep),
        ("{ \"a\" : \"b\" }", .json), ("[1]", .json), ("{}", .openStep), ("{\"a\\\"b\": 1}", .json),
        ("\u{FEFF}<?xml version=\"1.0\"?>", .xml), ("  <plist version=\"1.0\">", .xml), ("<!DOCTYPE plist>", .xml),
        ("bplist00", .binary), ("", .openStep),
    ])
    func formatsAreToldByTheirFirstBytes(_ text: String, _ format: PropertyListReader.Format) {
        #expect(PropertyListReader.format(of: Array(text.utf8)) == format)
    }
}
