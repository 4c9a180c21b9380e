import Testing
@testable import XCStringsAudit

/// What each document reporter makes of a hostile value: exact output, so that a
/// missed character shows.
@Suite struct ReportEscapingTests {
    @Test(arguments: [
        ("a]]>b", false, "a]]&gt;b"),
        ("<x a=\"1\">&amp;</x>", false, "&lt;x a=\"1\"&gt;&amp;amp;&lt;/x&gt;"),
        ("say \"hi\"", true, "say &quot;hi&quot;"),
        ("one\ntwo\r\n\tthree", true, "one&#10;two&#13;&#10;&#9;three"),
        ("\u{0}\u{1B}[31m\u{7F}", false, "\u{2400}\u{241B}[31m\u{2421}"),
        ("##[error]x ###", false, "&#35;#[error]x &#35;&#35;#"),
        ("\u{FFFE}\u{FFFF}\u{FFFD}", false, "U+FFFEU+FFFF\u{FFFD}"),
        ("مرحبا @team", false, "مرحبا @team"),
    ])
    func xml(text: String, attribute: Bool, expected: String) {
        #expect(ReportEscaping.xml(text, attribute: attribute) == expected)
    }

    @Test(arguments: [
        ("<img src=x onerror=alert(1)>", false, "&lt;img src=x onerror=alert(1)&gt;"),
        ("a & \"b\" 'c'", true, "a &amp; &quot;b&quot; 'c'"),
        ("a & \"b\"", false, "a &amp; \"b\""),
        ("line\nbreak\r", false, "line\u{240A}break\u{240D}"),
        ("##[warning]", false, "&#35;#[warning]"),
    ])
    func html(text: String, attribute: Bool, expected: String) {
        #expect(ReportEscaping.html(text, attribute: attribute) == expected)
    }

    @Test(arguments: [
        ("*`x`* | @team", "\\*\\`x\\`\\* \\| @\u{2060}team"),
        ("[l](javascript:alert(1)) <b>", "\\[l\\](javascript\\:alert(1)) \\<b\\>"),
        ("a_b ~~s~~ $x$ &amp; #1 ##[error]", "a\\_b \\~\\~s\\~\\~ \\$x\\$ \\&amp; \\#1 \\#\\#\\[error\\]"),
        ("back\\slash", "back\\\\slash"),
        ("line\n::error::x", "line\u{240A}:\\:error:\\:x"),
        (":tada: 12:30 a@ @1 @_x", "\\:tada: 12:30 a@ @\u{2060}1 @\u{2060}\\_x"),
        ("Strings/Widget/Localizable.xcstrings:54:9", "Strings/Widget/Localizable.xcstrings:54:9"),
    ])
    func markdown(text: String, expected: String) {
        #expect(ReportEscaping.markdown(text) == expected)
    }

    @Test func markdownHTMLEscapesAndBreaksMentions() {
        #expect(ReportEscaping.markdownHTML("<b>@octocat</b> & ##") == "&lt;b&gt;@\u{2060}octocat&lt;/b&gt; &amp; &#35;#")
    }

    @Test(arguments: [
        ("plain", "\"plain\""),
        ("q\"\\\n", "\"q\\\"\\\\\\n\""),
        ("##[error] ###", "\"\\u0023#[error] \\u0023\\u0023#\""),
    ])
    func json(text: String, expected: String) {
        #expect(ReportEscaping.json(text) == expected)
    }
}

/// Paths relative to the repository, and links relative to the page.
@Suite struct ReportPlacesTests {
    private let places = ReportPlaces(workingDirectory: "/repo", outputPath: "build/reports/audit.html", subject: nil)

    @Test(arguments: [
        ("Widget/Localizable.xcstrings", 12, "../../Widget/Localizable.xcstrings#L12"),
        ("./Widget/../Widget/x.strings", nil, "../../Widget/x.strings"),
        ("/repo/build/reports/near.swift", 3, "near.swift#L3"),
        ("/elsewhere/A B.swift", 1, "../../../elsewhere/A%20B.swift#L1"),
        ("javascript:alert(1)", 1, "../../javascript%3Aalert%281%29#L1"),
        ("W\"x\n<y>.xcstrings", 2, "../../W%22x%0A%3Cy%3E.xcstrings#L2"),
    ])
    func linksAreRelativeToThePage(path: String, line: Int?, expected: String) {
        #expect(places.link(to: path, line: line) == expected)
    }

    @Test func standardOutputLinksFromTheCurrentDirectory() {
        let places = ReportPlaces(workingDirectory: "/repo", outputPath: nil, subject: nil)
        #expect(places.link(to: "Widget/x.xcstrings", line: 4) == "Widget/x.xcstrings#L4")
        #expect(places.link(to: "/elsewhere/x.xcstrings", line: 4) == "../elsewhere/x.xcstrings#L4")
    }

    @Test(arguments: [
        ("Widget/x.xcstrings", "Widget/x.xcstrings"),
        ("./Widget/x.xcstrings", "Widget/x.xcstrings"),
        ("/repo/Widget/x.xcstrings", "Widget/x.xcstrings"),
        ("/other/x.xcstrings", "/other/x.xcstrings"),
    ])
    func repositoryPaths(path: String, expected: String) {
        #expect(places.repositoryPath(path) == expected)
    }
}
