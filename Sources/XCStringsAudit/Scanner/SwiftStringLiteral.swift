import Foundation

/// A Swift string literal as the compiler sees it: text with escapes resolved,
/// indentation of a multi-line literal stripped, and interpolations kept apart.
///
/// `"Cycle \(n) of \(total)"` is
/// `[.text("Cycle "), .interpolation("n"), .text(" of "), .interpolation("total")]`.
package struct SwiftStringLiteral: Hashable, Sendable {
    /// One piece of a literal.
    package enum Segment: Hashable, Sendable {
        /// Literal text, escapes resolved.
        case text(String)
        /// The source text of an interpolation `\(…)`, without the delimiters.
        case interpolation(String)
    }

    /// The literal's pieces in order; adjacent text is merged, empty text dropped.
    package var segments: [Segment]

    /// Whether the literal contains at least one interpolation (other than an
    /// App Intents parameter, `\(\.$name)`).
    package var hasInterpolation: Bool {
        segments.contains {
            if case .interpolation(let expression) = $0 { Self.parameterName(of: expression) == nil } else { false }
        }
    }

    /// The literal's text, when it has no interpolation other than App Intents
    /// parameters (see ``parameterName(of:)``), which read `${name}`.
    package var plainText: String? {
        var result = ""
        for segment in segments {
            switch segment {
            case .text(let text): result += text
            case .interpolation(let expression):
                guard let name = Self.parameterName(of: expression) else { return nil }
                result += "${" + name + "}"
            }
        }
        return result
    }

    /// The parameter an App Intents parameter summary or App Shortcut phrase
    /// interpolates, `settings` for `\.$settings`: `Summary("Get \(\.$settings)")`
    /// looks up `Get ${settings}`, as Xcode extracts it; and `applicationName` for a
    /// phrase's `\(.applicationName)`.
    package static func parameterName(of expression: String) -> String? {
        if expression == ".applicationName" { return "applicationName" }
        guard expression.hasPrefix("\\.$") else { return nil }
        let name = expression.dropFirst(3)
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
              name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else { return nil }
        return String(name)
    }

    /// The literal written back the way a reader recognises it: text as is,
    /// interpolations as `\(…)` (`Cycle \(n) of \(total)`).
    package var sourceSpelling: String {
        var result = ""
        for segment in segments {
            switch segment {
            case .text(let text): result += text
            case .interpolation(let expression): result += "\\(" + expression + ")"
            }
        }
        return result
    }
}

/// A place in the widget's Swift sources where a localized key is used.
package struct SourceKeyUsage: Hashable, Sendable {
    /// The literal that names the key.
    package var literal: SwiftStringLiteral
    /// What receives it: an initialiser or function (`Text`, `String(localized:)`,
    /// `DisplayRepresentation(title:)`), a modifier (`.configurationDisplayName`),
    /// a `String` member (`.localized`), or the localized type of the
    /// declaration it is the value of (`LocalizedStringResource`).
    package var function: String
    /// The file as given on the command line (or found under a directory given there).
    package var file: String
    /// 1-based line of the literal's opening delimiter.
    package var line: Int
    /// 1-based column, in UTF-8 bytes, of the literal's opening delimiter.
    package var column: Int
    /// The string table named with `tableName:` or `table:`, when the call names
    /// one with a literal; `nil` means the default table, `Localizable`.
    package var table: String? = nil
    /// The source text the call supplies for a key its table lacks:
    /// `defaultValue:` of `String(localized:defaultValue:)` and
    /// `LocalizedStringResource(_:defaultValue:)`, `value:` of
    /// `NSLocalizedString` and `Bundle.localizedString(forKey:value:table:)`;
    /// a literal without interpolation, else `nil`.
    package var defaultValue: String? = nil
    /// Whether the call supplies text of its own for a key its table lacks, but
    /// not as one literal: a `value:`/`defaultValue:` expression
    /// (`value: NSLocalizedString(self, tableName: "Default", comment: "")`, an
    /// interpolation), or a `String` member whose body passes one
    /// (`"k".toLocalized()`). What it shows is not known here; not the key.
    package var hasComputedDefault = false
    /// Whether the call passes `bundle: .module` — a Swift package's own
    /// catalog, not the widget's — or a project's name for it.
    package var isInPackageBundle = false
    /// The member the call names its bundle by, other than `module` and `main`
    /// (`arrCore` in `bundle: .arrCore`): a package's `Bundle.module` under a name
    /// it declares (`static let arrCore = Bundle.module`), which code outside the
    /// package names it by, where ``packageBundleFile`` says so.
    package var bundleName: String? = nil
    /// Where ``bundleName`` is a package's bundle: the file that declares it, whose
    /// package's tables the lookup goes to.
    package var packageBundleFile: String? = nil

    /// Settles ``bundleName`` with the file that declares it as `Bundle.module`,
    /// if one does: the lookup then goes to that package's bundle.
    package mutating func settleBundle(declaredIn file: String?) {
        guard !isInPackageBundle, bundleName != nil, let file else { return }
        isInPackageBundle = true
        packageBundleFile = file
    }
    /// The format specifier each interpolation of ``literal`` writes into the
    /// key, in order (`%lld` for an `Int`), `nil` where the type is unknown;
    /// App Intents parameters (`\(\.$name)`) are not counted.
    /// Empty when the literal has no interpolation or nothing is known.
    package var specifiers: [String?] = []
    /// Whether the code formats what this lookup returns: whether the looked-up
    /// string is a format (`%d` consumes an argument, `%%` prints `%`) or text
    /// shown as written (see ``Formatting``).
    package var formatting = Formatting.unknown
    /// The property or function the lookup is the value of (`title` for
    /// `static let title = NSLocalizedString(…)`), when the code keeps it in one.
    package var boundName: String? = nil
    /// The struct, class, enum or actor whose static member ``boundName`` is
    /// (`Global` for `enum L10n { enum Global { static let cancel = … } }`):
    /// code outside the type can name that member only through the type
    /// (`L10n.Global.cancel`), so a `.cancel` of something else does not read it.
    /// `nil` for any other binding, an extension's member among them (a static
    /// member of `extension String` is also read as `.cancel`).
    package var boundOwner: String? = nil
    /// Whether no scanned code names ``boundName`` but its declaration (through
    /// ``boundOwner``, `Self` or `self` when it has one): the lookup is compiled
    /// into the target and never run (a shared file of texts the app reads and
    /// the widget does not, a SwiftGen file of every key of the table).
    package var isUnreferenced = false
    /// Whether the lookup is in a preview (`#Preview { … }`, a `previews`
    /// property): Xcode shows it on the canvas, and no user does.
    package var isInPreview = false
    /// The unit of its file's code the lookup is in (``SwiftCodeUnits``).
    package var codeUnit = 0
    /// Whether the lookup is in code of the target that its own code never
    /// reaches (``CodeReach``): a file, a type or a member nothing that runs names.
    package var isInUnreachedCode = false
    /// Whether the lookup is in code the app compiles too (project mode): shared
    /// code, which the extension may compile for one type and never show. Of the
    /// first use ``CatalogAudit`` keeps per key: whether no use of it is a lookup
    /// in the extension's own code that runs.
    package var isInTheAppsCode = false
    /// The type whose value the lookup's text is an argument of, where the file
    /// writes it as `Failure.missing(name: text)` and holds no value of it there
    /// (``SwiftCodeUnits/payloadType(at:of:closing:opening:enclosing:)``): a text only code that
    /// holds such a value can read.
    package var payloadType: String?
    /// Whether the lookup is in a branch of an availability check the target
    /// never takes (``AvailabilityBranches``): the `else` of an `#available` that
    /// is true on every system the target runs on.
    package var isInBranchNeverTaken = false
    /// Whether the lookup names the bundle of the module it is in (`bundle:
    /// #bundle`): a package target's where the lookup is in a package (then
    /// ``isInPackageBundle``), else the target's own, as a lookup without a bundle.
    package var namesItsOwnBundle = false
    /// Whether the lookup names a bundle other than the main one (`bundle:
    /// Bundle(for: Self.self)`, `.module`, a variable): in a linked framework's code
    /// that is the framework's own bundle, whose tables are not the target's.
    package var namesABundle = false
    /// Whether the view that shows the lookup is hidden where it is made
    /// (`Text("XX").hidden()`, a placeholder that only reserves its space): SwiftUI
    /// draws nothing of it, and VoiceOver does not read it.
    package var isHidden = false
    /// Whether the lookup takes its key as a `String` (`NSLocalizedString`,
    /// `Bundle.localizedString(forKey:value:table:)`, a `String` member such as
    /// `.localized`, the project's function that passes a `String` on): a literal's
    /// interpolations are then text put into the key at run time
    /// (`NSLocalizedString("rooms.section.\(kind)", comment: "")` looks up
    /// `rooms.section.server`), not the specifiers of a format key.
    package var keyIsAString = false
    /// Whether the built product never shows what this lookup finds: it is
    /// unreferenced, in a preview, in a hidden view, in a branch never taken or in
    /// code the target's code never reaches.
    package var isNeverShown: Bool {
        isUnreferenced || isInPreview || isHidden || isInBranchNeverTaken || isInUnreachedCode
    }

    /// Whether the lookup makes its key at run time: it takes the key as a `String`
    /// (``keyIsAString``) built with an interpolation (`"season.\(id)"`), which
    /// looks up whichever key of that shape the table has, not a format key.
    package var makesItsKeyAtRunTime: Bool { keyIsAString && literal.hasInterpolation }

    /// How the code uses a lookup's result.
    package enum Formatting: Hashable, Sendable {
        /// A format: the literal has interpolations (Xcode's key then has their
        /// specifiers and every literal `%` doubled), or the lookup is the format
        /// of `String(format:)`, `NSString(format:)`,
        /// `String.localizedStringWithFormat(_:)`, or is bound to a name the
        /// scanned code passes as one.
        case formatted
        /// Shown as written: a `LocalizedStringKey`, `LocalizedStringResource` or
        /// `String.LocalizationValue` literal without interpolation (SwiftUI and
        /// Foundation format only the arguments an interpolation supplies), or a
        /// `String` lookup (`NSLocalizedString`, `String(localized:)`, `.localized`)
        /// passed straight on as the last argument of a call that does not format.
        case unformatted
        /// Not known from the code: a `String` lookup kept in a name that no
        /// scanned formatting call uses, or a `--localized-function` call. The
        /// text decides (see `format-mismatch`).
        case unknown
    }

    /// The key the code looks up, as Xcode extracts it: the literal's text,
    /// and with interpolations each one's specifier (`%@` where unknown) and
    /// every literal `%` doubled. `Text("\(streak) day streak")` with
    /// `let streak: Int` looks up `%lld day streak`.
    package var lookupKey: String {
        if let text = literal.plainText { return text }
        var key = ""
        var position = 0
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                key += text.replacingOccurrences(of: "%", with: "%%")
            case .interpolation(let expression):
                if let name = SwiftStringLiteral.parameterName(of: expression) {
                    key += "${" + name + "}"
                    continue
                }
                key += (position < specifiers.count ? specifiers[position] : nil) ?? "%@"
                position += 1
            }
        }
        return key
    }
}
