import Foundation
import Testing
@testable import XCStringsAudit

/// An extension written in Objective-C looks its keys up with Foundation's
/// macros and `-[NSBundle localizedStringForKey:value:table:]`: its own files'
/// literal keys are its lookups, as a Swift extension's are.
@Suite struct ObjectiveCLookupTests {
    @Test func foundationsCallsWithLiteralKeysAreLookups() {
        let code = #"""
        // NSLocalizedString(@"In a comment", nil)
        self.title = NSLocalizedString(@"Send", @"button");
        label.text = NSLocalizedStringFromTable(@"Cancel", @"Share", nil);
        s = NSLocalizedStringWithDefaultValue(@"share.done", nil, [NSBundle mainBundle], @"Done", nil);
        t = NSLocalizedStringFromTableInBundle(@"Other", nil, [NSBundle bundleWithIdentifier:@"kit"], nil);
        u = [[NSBundle mainBundle] localizedStringForKey:@"Retry" value:@"" table:@"Share"];
        v = NSLocalizedString(key, nil);
        w = [NSString stringWithFormat:NSLocalizedString(@"%d files", nil), count];
        """#
        let usages = ObjectiveCLookups.usages(in: Array(code.utf8), file: "Share/Controller.m")
        #expect(usages.map { "\($0.line):\($0.column) \($0.literal.plainText ?? "?") \($0.table ?? "-") \($0.defaultValue ?? "-")" } == [
            "2:32 Send - -",
            "3:41 Cancel Share -",
            "4:39 share.done - Done",
            "6:50 Retry Share ",
            "8:50 %d files - -",
        ])
    }

    /// A function whose first parameter it looks up, and a macro that passes its
    /// first parameter to `NSLocalizedString`, are the project's own lookups; a
    /// function that only formats its parameter, or looks up another, is not.
    @Test func theProjectsOwnWrappersAreFound() {
        let code = #"""
        NSString *TGLocalized(NSString *s)
        {
            NSString *string = [localizationBundle localizedStringForKey:s value:untranslated table:nil];
            return string != nil ? string : s;
        }
        NSString *Shout(NSString *s) { return [s uppercaseString]; }
        NSString *Other(NSString *s) { return NSLocalizedString(@"Fixed", nil); }
        #define L(key) NSLocalizedString((key), nil)
        #define Plain(x) x
        """#
        #expect(ObjectiveCLookups.wrappers(in: Array(code.utf8)) == ["TGLocalized", "L"])
        let usages = ObjectiveCLookups.usages(in: Array(#"a = TGLocalized(@"Presence.online"); b = L(@"Done"); c = Shout(@"x");"#.utf8),
                                              file: "W.m", wrappers: ["TGLocalized", "L"])
        #expect(usages.map { "\($0.function) \($0.literal.plainText ?? "?") \($0.column)" }
            == ["TGLocalized Presence.online 17", "L Done 44"])
    }

    /// Calls nested ten thousand deep, and as many left open: only the innermost
    /// literal is a key, and each bracket is settled once (the scan stays linear).
    @Test func deeplyNestedAndUnclosedCallsAreReadOnce() {
        let depth = 10_000
        let nested = String(repeating: "NSLocalizedString(", count: depth) + #"@"Deep", nil)"#
            + String(repeating: ", nil)", count: depth - 1)
        let unclosed = String(repeating: "NSString *f(NSLocalizedString(", count: depth)
        let usages = ObjectiveCLookups.usages(in: Array((nested + "\n" + unclosed).utf8), file: "Deep.m")
        #expect(usages.map { $0.literal.plainText } == ["Deep"])
        #expect(ObjectiveCLookups.wrappers(in: Array(unclosed.utf8)).isEmpty)
    }

    static let fixture = ProjectFixture(
        files: [
            "App/en.lproj/Localizable.strings": stringsFile([("Send", "Send"), ("Cancel", "Cancel"), ("Saved", "Saved")]),
            "App/ar.lproj/Localizable.strings": stringsFile([("Send", "إرسال"), ("Saved", "حُفظ")]),
            "App/AppDelegate.m": #"""
                NSString *s = NSLocalizedString(@"Saved", nil);
                NSString *OnlyInTheApp(NSString *key) { return NSLocalizedString(key, nil); }
                """#,
            "Share/ShareViewController.m": #"""
                self.title = NSLocalizedString(@"Send", nil);
                [button setTitle:NSLocalizedString(@"Cancel", nil) forState:UIControlStateNormal];
                label.text = NSLocalizedString(@"Choose a folder", nil);
                hint.text = AppLocalized(@"Pick one");
                more.text = SL(@"Later");
                other.text = OnlyInTheApp(@"Not a lookup here");
                """#,
            "Shared/Strings.h": #"#define SL(key) NSLocalizedString(key, @"")"#,
            "Shared/Strings.m": #"""
                NSString *t = NSLocalizedString(@"Only the app shows this", nil);
                NSString *AppLocalized(NSString *key) { return NSLocalizedString(key, nil); }
                """#,
        ],
        targets: [
            .app("App", sources: ["App/AppDelegate.m", "Shared/Strings.m"], resources: ["App/Localizable.strings"],
                 embeds: ["Share"]),
            .appExtension("Share", extensionPoint: "com.apple.share-services",
                          sources: ["Share/ShareViewController.m", "Shared/Strings.m"], resources: ["App/Localizable.strings"]),
        ])

    /// The shared table is the extension's for the keys its own Objective-C looks up,
    /// through Foundation or the project's own function and macro (in a file it compiles,
    /// and in the header beside it): `Cancel` lacks ar, the others are in no table. A
    /// function only the app compiles is not the extension's to call, and the file the
    /// app compiles too is not followed, so its key is not the extension's.
    @Test func anObjectiveCExtensionsKeysAreCheckedInTheTableItShares() throws {
        let (lines, _) = try projectFindings(Self.fixture)
        #expect(lines == [
            "Share Localizable missing-translation Cancel/ar App/en.lproj/Localizable.strings:2",
            "Share Localizable missing-key Choose a folder/- Share/ShareViewController.m:3",
            "Share Localizable missing-key Pick one/- Share/ShareViewController.m:4",
            "Share Localizable missing-key Later/- Share/ShareViewController.m:5",
        ])
    }

    /// `--why` says that a lookup in an extension's own Objective-C counts whole: that
    /// code is not followed from its entry points.
    @Test func whySaysAnExtensionsObjectiveCRunsWhole() throws {
        #expect(try whyExplanations(Self.fixture, key: "Cancel") == [
            "Share/ShareViewController.m:2:36, in Share: in the extension's own Objective-C, which runs whole "
                + "(Objective-C is not followed from the extension's entry points)\n",
        ])
    }
}

/// Kind 8 in Objective-C: a literal an extension's own Objective-C gives an
/// alert, an action, a bar button or a button title is shown as written, as in
/// Swift; a looked-up text, a symbol and the app's files are not reported.
@Suite struct ObjectiveCInterfaceTextTests {
    /// An AppKit tooltip alone in a file is read too.
    @Test func aTooltipAloneIsRead() throws {
        let fixture = ProjectFixture(
            files: [
                "App/en.lproj/Localizable.strings": stringsFile([("Send", "Send")]),
                "App/de.lproj/Localizable.strings": stringsFile([("Send", "Senden")]),
                "Finder/FinderSync.m": #"item.toolTip = @"Share the selected files";"#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.strings"], embeds: ["Finder"]),
                .appExtension("Finder", extensionPoint: "com.apple.FinderSync", sources: ["Finder/FinderSync.m"],
                              resources: ["App/Localizable.strings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines.filter { $0.contains("unlocalized-text") } == ["Finder - unlocalized-text -/- Finder/FinderSync.m:1"])
    }

    @Test func literalsGivenToUIKitAreShownAsWritten() throws {
        let fixture = ProjectFixture(
            files: [
                "App/en.lproj/Localizable.strings": stringsFile([("Send", "Send"), ("Later", "Later")]),
                "App/ar.lproj/Localizable.strings": stringsFile([("Send", "إرسال"), ("Later", "لاحقًا")]),
                "App/AppDelegate.m": #"[UIAlertAction actionWithTitle:@"Only the app" style:0 handler:nil];"#,
                "Share/ShareViewController.m": #"""
                    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Could not send"
                        message:@"Try again in a minute." preferredStyle:UIAlertControllerStyleAlert];
                    [alert addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"Send", nil) style:0 handler:nil]];
                    [alert addAction:[UIAlertAction actionWithTitle:@"Later" style:0 handler:nil]];
                    [button setTitle:@"OK" forState:UIControlStateNormal];
                    [button setTitle:@"+" forState:UIControlStateNormal];
                    UIBarButtonItem *item = [[UIBarButtonItem alloc] initWithTitle:@"Done" style:0 target:self action:nil];
                    [self.statusLabel setText:@"Sent"];
                    [self.searchField setPlaceholder:@"Search folders"];
                    [self.statusLabel setText:NSLocalizedString(@"Send", nil)];
                    [self.stateLabel setText:sent ? @"Delivered" : @"Waiting"];
                    [self.stateLabel setText:name ?: @"Nobody"];
                    """#,
            ],
            targets: [
                .app("App", sources: ["App/AppDelegate.m"], resources: ["App/Localizable.strings"], embeds: ["Share"]),
                .appExtension("Share", extensionPoint: "com.apple.share-services",
                              sources: ["Share/ShareViewController.m"], resources: ["App/Localizable.strings"]),
            ])
        let (lines, report) = try projectFindings(fixture)
        #expect(lines.filter { $0.contains("unlocalized-text") } == [
            "Share - unlocalized-text -/- Share/ShareViewController.m:1",
            "Share - unlocalized-text -/- Share/ShareViewController.m:2",
            "Share - unlocalized-text -/- Share/ShareViewController.m:4",
            "Share - unlocalized-text -/- Share/ShareViewController.m:5",
            "Share - unlocalized-text -/- Share/ShareViewController.m:7",
            "Share - unlocalized-text -/- Share/ShareViewController.m:8",
            "Share - unlocalized-text -/- Share/ShareViewController.m:9",
            "Share - unlocalized-text -/- Share/ShareViewController.m:11",
            "Share - unlocalized-text -/- Share/ShareViewController.m:11",
        ])
        let findings = report.groups.flatMap(\.findings).filter { $0.rule == .unlocalizedText }
        // "Later" is a key of the table the extension copies: never looked up there, an error.
        #expect(findings.map { "\($0.severity) \($0.column)" }
            == ["warning 72", "warning 13", "error 49", "warning 18", "warning 64", "warning 27", "warning 34",
                "warning 33", "warning 48"])
        #expect(findings.first?.message == #"alertControllerWithTitle: is given @"Could not send", which the share extension "#
            + #"shows as written in every language. Look it up: NSLocalizedString(@"Could not send", nil)."#)
    }
}
