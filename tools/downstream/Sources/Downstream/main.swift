import ActivityLocalization

struct Attributes { var languageCode: String }
let attributes = Attributes(languageCode: CommandLine.arguments.dropFirst().first ?? "iw")

let language = ActivityLanguage(code: attributes.languageCode,
                                supported: ["en", "ar", "he", "pt-PT", "zh-Hant"],
                                developmentLanguage: "en",
                                systemLanguages: ["ko-KR", "en-US"])
print(language.identifier, language.layoutDirection == .rightToLeft ? "rtl" : "ltr", language.resolution)
