import Testing
@testable import ActivityLocalization

@Suite struct NumberingSystemTests {
    /// ICU 72.1 default numbering systems. CLDR-version dependent.
    @Test(arguments: [
        ("ar", "arab"), ("ckb", "arab"), ("fa", "arabext"), ("ur", "latn"), ("ur_IN", "arabext"),
        ("he", "latn"), ("he@numbers=hebr", "hebr"), ("ar@numbers=latn", "latn"), ("ja", "latn"),
    ])
    func defaultNumberingSystems(localeID: String, name: String) {
        #expect(ICU.NumberingSystem.name(localeID: localeID) == name)
    }

    @Test func algorithmicSystemsHaveNoDigits() {
        #expect(ICU.NumberingSystem.digits(localeID: "he@numbers=hebr") == nil)
        #expect(ICU.NumberingSystem.digits(localeID: "ta@numbers=traditional") == nil)
        #expect(DigitTable.table(localeID: "he@numbers=hebr", digits: .native) == .latin)
    }

    @Test func digitsOutsideTheBasicPlaneAreWholeScalars() {
        let adlam = ICU.NumberingSystem.digits(localeID: "ff_Adlm")
        #expect(adlam?.first == "\u{1E950}")
        #expect(adlam?.last == "\u{1E959}")
        let table = DigitTable.table(localeID: "ff_Adlm", digits: .native)
        #expect(table.string(-1_907) == "-\u{1E951}\u{1E959}\u{1E950}\u{1E957}")
        #expect(table.maximumLength == 4)
    }

    @Test func tablesNeedTenDigits() {
        #expect(DigitTable(scalars: ["0", "1"]) == nil)
        #expect(DigitTable.latin.string(0) == "0")
    }
}
