import Foundation
import FuzzSupport
import XCStrings

/// Read → write → read → write must be stable: whatever the reader accepts, the
/// writer's output reads back, and writing that again gives the same bytes.
///
/// Then the style-keeping path: entries and languages added and units replaced
/// (chosen from the input) are spliced into the input's own bytes. The result must
/// read back as the edited catalog, and where the input is exactly what the writer
/// writes (Xcode's form), the splice must give the writer's bytes.
func fuzzCatalogWriter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = Data(fuzzInput(data, size))
    guard let first = try? StringCatalog(data: input) else { return 0 }
    let written = first.encoded()
    let second: StringCatalog
    do {
        second = try StringCatalog(data: written)
    } catch {
        preconditionFailure("the writer's output does not read back: \(error)")
    }
    precondition(second.keys.sorted() == first.keys.sorted(), "keys changed")
    precondition(second.sourceLanguage == first.sourceLanguage)
    precondition(second.encoded() == written, "writing is not stable")

    let edited = edit(first, seed: size)
    let spliced = edited.encoded(keepingStyleOf: input)
    let reread: StringCatalog
    do {
        reread = try StringCatalog(data: spliced)
    } catch {
        preconditionFailure("the spliced file does not read back: \(error)")
    }
    precondition(reread.encoded() == edited.encoded(), "the spliced file is not the edited catalog")
    if input == written {
        precondition(spliced == edited.encoded(), "splicing into Xcode's form differs from the writer")
    }
    precondition(reread.encoded(keepingStyleOf: spliced) == spliced, "splicing no change is not the same bytes")
    return 0
}

/// What `--fix` does to a widget catalog: new entries, new languages in existing
/// entries, and replaced units; the value has characters that need escapes.
private func edit(_ catalog: StringCatalog, seed: Int) -> StringCatalog {
    var edited = catalog
    let unit = StringCatalog.Localization(stringUnit: .init(state: .translated, value: "fuzz \u{202E}/\"\\\u{1F} é \(seed)"))
    for (position, entry) in catalog.entries.enumerated() {
        switch (position + seed) % 3 {
        case 0:
            edited.setLocalization(unit, language: "zz-\(seed % 7)", forKey: entry.key)
        case 1:
            if let language = entry.localizations.keys.sorted().first {
                edited.setLocalization(unit, language: language, forKey: entry.key)
            }
        default:
            break
        }
    }
    edited.setEntry(.init(key: "fuzz key \(seed)", comment: "added/\(seed)", localizations: ["zz": unit]))
    if let key = catalog.keys.first { edited.setEntry(.init(key: key + " (copy)", localizations: ["zz": unit])) }
    return edited
}

@_cdecl("FuzzCatalogWriter_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzCatalogWriter)
}
