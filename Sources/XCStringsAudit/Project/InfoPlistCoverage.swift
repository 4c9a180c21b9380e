import XcodeProject

/// The texts an extension's own `Info.plist` gives the system to show — its name
/// where the system shows one (the share sheet, the Today view, the keyboard list,
/// a watch face), its permission prompts — when the extension has no `InfoPlist`
/// table to translate them: every language the app ships shows them as written
/// (issue 24, kinds 5 and 6). One `missing-key` per text, at its key in the
/// `Info.plist` — or at the build setting that gives it to the `Info.plist` Xcode
/// generates (`INFOPLIST_KEY_NSHealthShareUsageDescription`); the development
/// language and its regional variants read the text itself, a brand (the app's
/// own name, one word) needs no translation.
struct InfoPlistCoverage {
    /// The extension.
    var target: XcodeTarget
    /// The names of the product — the app's shown name and target name, the
    /// project's — that an extension called the same (spaces and case aside:
    /// `Home Assistant` of `HomeAssistant.xcodeproj`) bears as a brand.
    var brandNames: [String]
    /// The languages the app ships.
    var appLanguages: [String]
    /// The language the bundles fall back to: its users, and its regional
    /// variants', read the text as written.
    var developmentLanguage: String
    /// `--languages`, or `nil` for all.
    var languages: [String]?

    /// Whether `key` is one of `brandNames`, spaces and case aside (`BETTER RAIL`
    /// for `Better Rail`), where that name is written as no language would
    /// translate it: two words or more, or a word with a digit or an inner
    /// capital (`2FAS`, `BikeBonk`) — not a name that is a word (`Timer`).
    static func isBrand(_ key: String, of brandNames: some Collection<String>) -> Bool {
        brandNames.contains { name in
            guard sameName(name, key) else { return false }
            let words = name.split(whereSeparator: \.isWhitespace)
            return words.count >= 2 || name.contains(where: \.isNumber)
                || name.dropFirst().contains(where: \.isUppercase) && name.contains(where: \.isLowercase)
        }
    }

    /// The permission prompts whose requests the audit knows, by `Info.plist`
    /// key: the names of the APIs that ask for the permission. The system shows a
    /// prompt only when the code asks (`requestWhenInUseAuthorization()`, an
    /// `HKHealthStore`'s `requestAuthorization`, an `AVAudioRecorder` recording), so
    /// a target whose code names none of them never shows it — a watch app that
    /// copies the phone's HealthKit prompts and only plays sounds (`CMMotionManager`'s
    /// raw motion asks nothing). A prompt not listed here (the local network's, asked
    /// by any connection) counts as shown.
    static let promptRequests: [String: [String]] = {
        let location = ["CLLocationManager", "CLLocationUpdate", "CLServiceSession", "CLMonitor"]
        let health = ["HKHealthStore", "healthDataAccessRequest"]
        let calendar = ["EKEventStore", "EKEventEditViewController"]
        let bluetooth = ["CBCentralManager", "CBPeripheralManager"]
        return [
            "NSCameraUsageDescription": ["AVCaptureDevice", "AVCaptureSession", "UIImagePickerController",
                                         "DataScannerViewController", "VNDocumentCameraViewController", "ARSession", "ARView",
                                         "ARSCNView"],
            "NSMicrophoneUsageDescription": ["AVAudioRecorder", "AVAudioEngine", "AVAudioApplication", "requestRecordPermission",
                                             "AVCaptureDevice", "AVCaptureSession", "AudioQueueNewInput", "SFSpeechRecognizer",
                                             "playAndRecord", "SpeechAnalyzer"],
            "NSSpeechRecognitionUsageDescription": ["SFSpeechRecognizer", "SpeechAnalyzer", "SpeechTranscriber"],
            "NSLocationWhenInUseUsageDescription": location,
            "NSLocationUsageDescription": location,
            // An app that asks only while in use never shows the prompt for always.
            "NSLocationAlwaysAndWhenInUseUsageDescription": ["requestAlwaysAuthorization", "CLServiceSession"],
            "NSLocationAlwaysUsageDescription": ["requestAlwaysAuthorization", "CLServiceSession"],
            "NSHealthShareUsageDescription": health,
            "NSHealthUpdateUsageDescription": health,
            "NSHealthClinicalHealthRecordsShareUsageDescription": health,
            "NSContactsUsageDescription": ["CNContactStore", "ABAddressBook"],
            "NSCalendarsUsageDescription": calendar,
            "NSCalendarsFullAccessUsageDescription": calendar,
            "NSCalendarsWriteOnlyAccessUsageDescription": calendar,
            "NSRemindersUsageDescription": calendar,
            "NSRemindersFullAccessUsageDescription": calendar,
            "NSPhotoLibraryUsageDescription": ["PHPhotoLibrary", "PHAsset", "PHAssetCollection", "ALAssetsLibrary"],
            "NSPhotoLibraryAddUsageDescription": ["PHPhotoLibrary", "PHAssetChangeRequest", "PHAssetCreationRequest",
                                                  "UIImageWriteToSavedPhotosAlbum", "UISaveVideoAtPathToSavedPhotosAlbum",
                                                  "ALAssetsLibrary"],
            "NSMotionUsageDescription": ["CMMotionActivityManager", "CMPedometer", "CMAltimeter", "CMSensorRecorder",
                                         "CMFallDetectionManager", "CMHeadphoneMotionManager"],
            "NSBluetoothAlwaysUsageDescription": bluetooth,
            "NSBluetoothPeripheralUsageDescription": bluetooth,
            "NSFaceIDUsageDescription": ["LAContext"],
            "NSAppleMusicUsageDescription": ["MPMediaLibrary", "MPMediaQuery", "MusicAuthorization", "MusicLibraryRequest",
                                             "MusicCatalogSearchRequest"],
            "NSUserTrackingUsageDescription": ["ATTrackingManager"],
            "NSSiriUsageDescription": ["requestSiriAuthorization"],
            "NSHomeKitUsageDescription": ["HMHomeManager"],
            "NFCReaderUsageDescription": ["NFCNDEFReaderSession", "NFCTagReaderSession", "NFCReaderSession", "NFCVASReaderSession"],
            "NSFocusStatusUsageDescription": ["INFocusStatusCenter"],
        ]
    }()

    /// Every name of ``promptRequests``.
    static let requestNamesOfEveryPrompt = Set(promptRequests.values.joined())

    /// The findings, in `Info.plist` order; none when the target has an
    /// `InfoPlist` table (whose own audit covers them).
    ///
    /// - Parameter asks: Whether the target's code names an API of ``promptRequests``
    ///   (asked only for a prompt that would be reported otherwise); a prompt whose
    ///   every request it does not name is never shown.
    func findings(hasInfoPlistTable: Bool, asks: (String) -> Bool) -> [AuditFinding] {
        guard !hasInfoPlistTable else { return [] }
        let filter = LanguageFilter(languages)
        let development = developmentLanguage.languageSubtag
        let shipped = appLanguages.filter(filter.contains).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        guard shipped.contains(where: { $0.languageSubtag != development }) else { return [] }
        let showsName = ProjectTable.showsBundleName(extensionPoint: target.extensionPoint, productType: target.productType)
        var findings: [AuditFinding] = []
        for text in target.infoPlistTexts
        where UntranslatedCopies.isTranslatableSentence(text.value) || Self.isUnspacedPhrase(text.value)
            || (UntranslatedCopies.bundleNameKeys.contains(text.key) && Self.isJoinedWords(text.value)) {
            let isName = UntranslatedCopies.bundleNameKeys.contains(text.key)
            if isName && (!showsName || brandNames.contains(where: { Self.sameName($0, Self.platformless(text.value)) })) {
                continue
            }
            if let requests = Self.promptRequests[text.key], !requests.contains(where: asks) { continue }
            // A Lock Screen camera capture extension uses its app's camera permission: without it the app opens.
            if text.key == "NSCameraUsageDescription" && target.extensionPoint == "com.apple.securecapture" { continue }
            let what = isName ? "is shown by the name" : "asks for permission with"
            let source = text.buildSetting.map { "the build setting \($0), which Xcode writes into its Info.plist" }
                ?? "\(text.key) of its Info.plist"
            findings.append(AuditFinding(
                rule: .missingKey, key: text.key, language: nil, file: text.file,
                line: text.location.line, column: text.location.column,
                message: "the \(target.kindName) \(what) \(text.value.quotedForMessage) (\(source)), "
                    + "and it has no InfoPlist table, so every language the app ships (\(Wording.list(shipped, atMost: 5))) "
                    + "shows it as written. Add InfoPlist.xcstrings (or InfoPlist.strings) "
                    + "with \(text.key) to the target"
                    + (isName ? ", or keep the name if it is a brand." : "."),
                target: target.name, table: "InfoPlist", isFixable: false))
        }
        return findings
    }

    /// Whether `text` is words written together as a target's name is
    /// (`ShareExtension`, `NotificationService`): Latin letters only, a capital
    /// first, another after a small letter, and a small letter last — not
    /// `Share`, `iCloudShare`, `PDF` or `ShareX`.
    static func isJoinedWords(_ text: String) -> Bool {
        var previousIsLower = false, joins = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            let isUpper = ("A"..."Z").contains(scalar), isLower = ("a"..."z").contains(scalar)
            guard isUpper || isLower else { return false }
            if index == 0 && !isUpper { return false }
            if isUpper && previousIsLower { joins += 1 }
            previousIsLower = isLower
        }
        return joins >= 1 && previousIsLower
    }

    /// Whether `text` holds two letters or more of a script that writes no space
    /// between words (Han, Hiragana, Katakana): `贴贴们`, `設定` are words to
    /// translate however few spaces they have.
    static func isUnspacedPhrase(_ text: String) -> Bool {
        var letters = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F:
                letters += 1
                if letters == 2 { return true }
            default:
                continue
            }
        }
        return false
    }

    /// A name without the platform a watch app's name may end with (`BabyNap Watch`,
    /// `BabyNapWatchApp`): the brand is what is left.
    static func platformless(_ name: String) -> String {
        for suffix in ["Watch App", "WatchApp", "Watch"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
        }
        return name
    }

    /// Whether two names are one, spaces and ASCII case aside.
    private static func sameName(_ first: String, _ second: String) -> Bool {
        func folded(_ name: String) -> String { LanguageFilter.normalised(name.filter { !$0.isWhitespace }) }
        return folded(first) == folded(second)
    }
}
