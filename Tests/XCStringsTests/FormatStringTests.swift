import Testing
import ActivityLocalization
@testable import XCStrings

/// Format specifiers: what each is, which argument it takes, and of what category.
@Suite struct FormatStringTests {
    typealias Category = FormatSpecifier.Category

    @Test("Each specifier's conversion, length, category and position",
          arguments: [
              ("%@", "@", "", Category.object), ("%d", "d", "", .integer), ("%i", "i", "", .integer),
              ("%u", "u", "", .integer), ("%x", "x", "", .integer), ("%X", "X", "", .integer), ("%o", "o", "", .integer),
              ("%ld", "d", "l", .integer), ("%lld", "d", "ll", .integer), ("%lu", "u", "l", .integer),
              ("%llu", "u", "ll", .integer), ("%hhd", "d", "hh", .integer), ("%hd", "d", "h", .integer),
              ("%qd", "d", "q", .integer), ("%zd", "d", "z", .integer), ("%td", "d", "t", .integer), ("%jd", "d", "j", .integer),
              ("%f", "f", "", .floating), ("%lf", "f", "l", .floating), ("%Lf", "f", "L", .floating), ("%e", "e", "", .floating),
              ("%E", "E", "", .floating), ("%g", "g", "", .floating), ("%G", "G", "", .floating), ("%a", "a", "", .floating),
              ("%A", "A", "", .floating), ("%F", "F", "", .floating),
              ("%c", "c", "", .char), ("%C", "C", "", .char), ("%s", "s", "", .cString), ("%S", "S", "", .cString),
              ("%p", "p", "", .pointer), ("%D", "D", "", .integer), ("%U", "U", "", .integer), ("%O", "O", "", .integer),
          ])
    func singleSpecifier(text: String, conversion: Character, length: String, category: Category) throws {
        let format = FormatString("x \(text) y")
        #expect(format.segments.count == 3)
        let specifier = try #require(format.specifiers.first)
        #expect(specifier.text == text)
        #expect(specifier.utf8Offset == 2)
        #expect(specifier.kind == .argument)
        #expect(specifier.conversion == conversion)
        #expect(specifier.lengthModifier == length)
        #expect(specifier.category == category)
        #expect(specifier.argumentPosition == 1)
        #expect(format.argumentCategories == [1: category])
    }

    @Test func flagsWidthPrecision() throws {
        let specifiers = FormatString("%.2f|%-8.3lf|%+05d|%'d|% d|%#x|%*d|%.*f|%*2$d").specifiers
        #expect(specifiers.map(\.text) == ["%.2f", "%-8.3lf", "%+05d", "%'d", "% d", "%#x", "%*d", "%.*f", "%*2$d"])
        #expect(specifiers[0].precision == .fixed(2))
        #expect(specifiers[1].flags == "-" && specifiers[1].width == .fixed(8) && specifiers[1].precision == .fixed(3))
        #expect(specifiers[2].flags == "+0" && specifiers[2].width == .fixed(5))
        #expect(specifiers[3].flags == "'")
        #expect(specifiers[5].flags == "#" && specifiers[5].isUnsigned)
        // `*` takes an argument of its own, before the value.
        #expect(specifiers[6].width == .argument(position: 7) && specifiers[6].argumentPosition == 8)
        #expect(specifiers[7].precision == .argument(position: 9) && specifiers[7].argumentPosition == 10)
        #expect(specifiers[8].width == .argument(position: 2))
    }

    /// Foundation reads flags, width, precision, length and `n$` in any order
    /// (CoreFoundation's `__CFParseFormatSpec` loops over them): a translation
    /// that writes `% 1 @` still prints its value, and so must be read as `%@`.
    @Test("Flags, width and position in any order, as Foundation reads them",
          arguments: [
              ("% 1 @", "@", 1, "  ", FormatSpecifier.Amount?.some(.fixed(1))), ("% 1$@", "@", 1, " ", nil),
              ("%1 d", "d", 1, " ", .fixed(1)), ("%5 .1d", "d", 1, " ", .fixed(5)), ("%-2$ld", "d", 2, "-", nil),
              ("%2$*1$d", "d", 2, "", .argument(position: 1)),
          ])
    func anyOrder(text: String, conversion: Character, position: Int, flags: String,
                  width: FormatSpecifier.Amount?) throws {
        let specifier = try #require(FormatString("x \(text) y").specifiers.first)
        #expect(specifier.text == text)
        #expect(specifier.kind == .argument)
        #expect(specifier.conversion == conversion)
        #expect(specifier.argumentPosition == position)
        #expect(specifier.flags == flags)
        #expect(specifier.width == width)
    }

    @Test("A `$` that no number comes before, or a conversion that does not follow the length, ends the specifier",
          arguments: [("%1 $@", "%1 "), ("%LLD", "%L"), ("%l 5d", "%l")])
    func notASpecifier(text: String, invalid: String) {
        let format = FormatString(text)
        #expect(format.specifiers.map(\.text) == [invalid])
        #expect(format.specifiers.map(\.kind) == [.invalid])
        #expect(format.argumentCategories.isEmpty)
    }

    @Test("Positional specifiers resolve to their positions")
    func positions() {
        let format = FormatString("%2$@ saw %1$lld birds and %3$.1f%%")
        #expect(format.specifiers.map(\.argumentPosition) == [2, 1, 3, nil])
        #expect(format.argumentCategories == [1: .integer, 2: .object, 3: .floating])
        #expect(format.specifiers.last?.kind == .percent)
        #expect(format.conflicts.isEmpty)
    }

    @Test("Unnumbered specifiers take positions in order of appearance")
    func sequentialPositions() {
        let format = FormatString("Cycle %lld of %lld, %@")
        #expect(format.argumentCategories == [1: .integer, 2: .integer, 3: .object])
    }

    @Test("A position used with two categories is a conflict")
    func conflictingPositions() {
        let format = FormatString("%1$@ and %1$lld")
        #expect(format.argumentCategories == [1: .object])
        #expect(format.conflicts.map(\.text) == ["%1$lld"])
    }

    @Test func substitutionReferences() {
        let format = FormatString("%@! There %#@total.strings@ and you have %#@remaining@ remaining")
        #expect(format.specifiers.map(\.kind) == [.argument, .substitution(name: "total.strings"), .substitution(name: "remaining")])
        #expect(format.specifiers.map(\.argumentPosition) == [1, 2, 3])
        #expect(format.specifiers[1].category == nil)
        #expect(format.argumentCategories == [1: .object])
        #expect(FormatString("%2$#@birds@").specifiers.first?.argumentPosition == 2)
    }

    @Test("%arg is the substitution's argument only inside a variant")
    func substitutionArgument() {
        #expect(FormatString("%arg birds", inSubstitutionVariant: true).specifiers.map(\.kind) == [.substitutionArgument])
        let outside = FormatString("%arg birds")
        #expect(outside.specifiers.map(\.text) == ["%a"])
        #expect(outside.segments.last == .literal("rg birds"))
    }

    @Test("Invalid specifiers are kept as text, never trap",
          arguments: ["%", "100%", "%k", "%#@unterminated", "%#@@", "%5", "%l", "%1$", "%\u{665}d", "%😀"])
    func invalid(text: String) {
        let format = FormatString(text)
        let rebuilt = format.segments.map { segment -> String in
            switch segment {
            case .literal(let literal): return literal
            case .specifier(let specifier): return specifier.text
            }
        }.joined()
        #expect(rebuilt == text)
        #expect(format.specifiers.contains { $0.kind == .invalid })
        #expect(format.argumentCategories.isEmpty)
    }

    @Test("Literal text between specifiers, including non-ASCII, is kept")
    func segments() {
        #expect(FormatString("مرحبا %@!").segments == [
            .literal("مرحبا "),
            .specifier(FormatSpecifier(text: "%@", utf8Offset: 11, kind: .argument, explicitPosition: nil, argumentPosition: 1,
                                       flags: "", width: nil, precision: nil, lengthModifier: "", conversion: "@")),
            .literal("!"),
        ])
    }

    @Test("Random format strings split and rejoin exactly, and format without trapping")
    func randomStrings() {
        let pieces = ["%", "@", "l", "ll", "d", "1", "2", "$", "#", "@", "name", ".", "*", "-", "0", "'", "f", "x", "%%", "arg", "a",
                      "c", "s", "p", "n", "é", "\u{200F}", " ", "q", "h", "z", "9999999999", "%#@", "%1$", "%*2$"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let language = ActivityLanguage(code: "ar", supported: ["en", "ar"], developmentLanguage: "en")
        let catalog = StringCatalog(sourceLanguage: "en")
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<8 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            for recognizesArg in [false, true] {
                let rebuilt = FormatString(text, inSubstitutionVariant: recognizesArg).segments.map { segment -> String in
                    switch segment {
                    case .literal(let literal): return literal
                    case .specifier(let specifier): return specifier.text
                    }
                }.joined()
                #expect(rebuilt == text)
            }
            _ = catalog.localizedString(text, language: language, arguments: [1, 2.5, "x", -3])
        }
    }

    @Test("The specifiers-only parse finds exactly the full parse's specifiers")
    func specifiersOnlyParse() {
        let pieces = ["%", "@", "l", "ll", "hh", "d", "1", "2", "$", "#", "@", "n", ".", "*", "-", "0", "f", "%%", "arg", "a",
                      "é", "\u{200F}", " ", "q", "h", "L", "j", "%#@", "%1$", "%*2$", "%.*"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<8 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            for recognizesArg in [false, true] {
                #expect(FormatString.specifiers(in: text, inSubstitutionVariant: recognizesArg)
                    == FormatString(text, inSubstitutionVariant: recognizesArg).specifiers, "\(text)")
            }
        }
        #expect(FormatString.specifiers(in: "no percent sign here").isEmpty)
    }

    /// Found by `tools/Fuzzing/run format-specifiers`: a `*0$` width or precision named
    /// argument 0, which does not exist (positions count from 1).
    @Test("A star width or precision at position 0 is an invalid specifier",
          arguments: ["%*0$1da", "%.*0$f", "!*1$da%*0$1da"])
    func starAtPositionZeroIsInvalid(text: String) {
        let format = FormatString(text)
        #expect(format.argumentCategories.keys.allSatisfy { $0 >= 1 })
        #expect(format.specifiers.contains { $0.kind == .invalid })
        let rebuilt = format.segments.map { segment -> String in
            switch segment {
            case .literal(let literal): literal
            case .specifier(let specifier): specifier.text
            }
        }.joined()
        #expect(rebuilt == text)
    }
}
