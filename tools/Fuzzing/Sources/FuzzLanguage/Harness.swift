import ActivityLocalization
import FuzzSupport

/// Resolves arbitrary bytes as a language code — the input split at `|` gives the
/// code and then the `supported` entries — and checks the invariants of every result.
func fuzzLanguage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
    let parts = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    let code = parts[0]
    let supported = parts.count > 1
        ? Array(parts.dropFirst())
        : ["en", "ar", "he", "pt-BR", "pt-PT", "zh-Hant", "zh-Hans", "nb", "es-419", "sr-Latn"]
    let language = ActivityLanguage(code: code, supported: supported, developmentLanguage: "en",
                                    systemLanguages: ["ko-KR", code])
    // Whatever the input, the result is a non-empty ASCII tag, and a fallback is
    // exactly the development language.
    precondition(!language.identifier.isEmpty)
    precondition(language.identifier.utf8.allSatisfy { $0 > 0 && $0 < 0x80 })
    if case .developmentLanguage = language.resolution {
        precondition(language.identifier == "en")
    }
    // Resolving the chosen identifier again finds itself.
    let again = ActivityLanguage(code: language.identifier, supported: [language.identifier],
                                 developmentLanguage: "en")
    precondition(again.identifier == language.identifier && again.resolution == .exact)
    precondition(again.direction == language.direction)
    return 0
}

@_cdecl("FuzzLanguage_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzLanguage)
}
