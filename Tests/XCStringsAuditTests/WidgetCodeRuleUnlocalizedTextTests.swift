import Foundation
import Testing
import XCStrings
@testable import XCStringsAudit

@Suite struct UnlocalizedTextTests {
    /// The `unlocalized-text` findings of `W.swift` (and `others`), as `line:column`.
    private func places(_ source: String, languages: [String] = ["en", "de"],
                        also others: KeyValuePairs<String, String> = [:]) -> [String] {
        codePlaces(source, languages: languages, also: others).filter { $0.hasPrefix("unlocalized-text") }
            .map { String($0.dropFirst("unlocalized-text ".count)) }
    }

    /// A view whose body is `body`, after the declarations `declarations`.
    private func view(_ declarations: String, _ body: String) -> String {
        """
        \(declarations)
        struct StatusView: View {
            let name: String
            var body: some View {
                \(body)
            }
        }
        """
    }

    @Test(arguments: [
        // A computed property returning a literal, or a switch of them, with and without `return`.
        ("var title: String { \"Paused\" }", "Text(title)"),
        ("var title: String { return \"Paused\" }", "Text(self.title)"),
        ("var title: String { get { \"Paused\" } }", "Text(title)"),
        ("enum Phase { case a, b\n var title: String { switch self { case .a: return \"Running\"\n case .b: return \"Paused\" } } }",
         "Text(phase.title)"),
        ("enum Phase { case a, b\n var title: String { switch self { case .a: \"Running\"\n case .b: \"Paused\" } } }",
         "Text(phase.title)"),
        ("var title: String { if isOn { \"On air\" } else { \"Off air\" } }", "Text(title)"),
        // A function.
        ("func label(for phase: Phase) -> String { phase == .a ? \"Running\" : \"Paused\" }", "Text(label(for: phase))"),
        // Title-case words with a brand among them are a phrase, not a list of names.
        ("enum Help { case a, b\n var label: String { switch self { case .a: \"Email Us\"\n case .b: \"Submit GitHub Issue\" } } }",
         "Text(help.label)"),
        ("enum Sport { case a, b\n var name: String { switch self { case .a: \"Running\"\n case .b: \"Cross-Country\" } } }",
         "Text(sport.name)"),
        // Constants.
        ("let title = \"Paused\"", "Text(title)"),
        ("enum Copy { static let title: String = \"Time left\" }", "Text(Copy.title)"),
        ("let title = isOn ? \"On air\" : \"Off air\"", "Text(title)"),
        // An arm that returns its own case's payload: what the case was made with; the other arms are literals.
        ("enum Phase { case a, failed(String)\n var title: String { switch self { case .a: return \"Running\"\n case .failed(let message): return message } } }",
         "Text(phase.title)"),
        ("enum Phase { case a, failed(String)\n var title: String { switch self { case .a: \"Running\"\n case let .failed(message): message } } }",
         "Text(phase.title)"),
        // Title case without a brand's inner capital is text.
        ("enum Phase { case a, b\n var label: String { switch self { case .a: \"Time Left\"\n case .b: \"Paused\" } } }",
         "Text(phase.label)"),
        // A case change of it, and a Label.
        ("let title = \"Paused\"", "Text(title.uppercased())"),
        ("let title = \"Paused\"", "Label(title, systemImage: \"pause\")"),
        // An interpolated literal's words are text too.
        ("func remaining(_ n: Int) -> String { \"\\(n) minutes left\" }", "Text(remaining(3))"),
        // An arm that returns the function's own parameter: what its callers pass; the other arms are literals.
        ("func describe(_ mode: String) -> String { switch mode { case \"ap\": return \"Autopilot engaged\"\n default: return mode } }",
         "Text(describe(code))"),
        // The fallback of a value that may be `nil`.
        ("var title: String { event?.name ?? \"Unnamed event\" }", "Text(title)"),
        ("let title = savedTitle ?? \"No event yet\"", "Text(title)"),
        // A format no lookup gave.
        ("", "Text(String(format: \"%.1f seconds ago\", seen))"),
        ("", "Label(String(format: \"%d stops left\", n), systemImage: \"bus\")"),
    ])
    func aStringAssembledFromLiteralsIsReported(declarations: String, body: String) {
        let source = view(declarations, body)
        let line = source.components(separatedBy: "\n").firstIndex { $0.contains(body) }! + 1
        #expect(places(source) == ["\(line):9"])
    }

    @Test(arguments: [
        // A lookup, or verbatim on purpose.
        ("var title: String { \"Paused\" }", "Text(verbatim: title)"),
        ("var title: String { String(localized: \"Paused\") }", "Text(title)"),
        ("var title: String { NSLocalizedString(\"Paused\", comment: \"\") }", "Text(title)"),
        ("var title: LocalizedStringKey { \"Paused\" }", "Text(title)"),
        ("let title: LocalizedStringResource = \"Paused\"", "Text(title)"),
        ("", "Text(\"Paused\")"),
        ("", "Text(isOn ? \"On air\" : \"Off air\")"),
        // Model data: a stored property, a parameter, a binding, a var, or nothing the sources declare.
        ("", "Text(name)"),
        ("", "Text(entry.title)"),
        ("var title: String { \"Paused\" }\nstruct Entry { let title: String }", "Text(entry.title)"),
        ("var title: String { \"Paused\" }\nfunc show(title: String) {}", "Text(title)"),
        ("var title: String { \"Paused\" }\nfunc f(_ e: Entry?) { if let title = e?.title { print(title) } }", "Text(title)"),
        ("var title: String { \"Paused\" }\nlet all = items.map { title in title }", "Text(title)"),
        ("var title = \"Paused\"", "Text(title)"),
        ("var title: String { cond ? \"Paused\" : entry.name }", "Text(title)"),
        ("var title: String { if cond { return \"Paused\" }\n return entry.name }", "Text(title)"),
        // Not language.
        ("let count = \"42\"", "Text(count)"),
        ("let separator = \" · \"", "Text(separator)"),
        ("let mark = \"✓\"", "Text(mark)"),
        ("let initial = \"A\"", "Text(initial)"),
        ("let unit = metric ? \"mm\" : \"in\"", "Text(unit)"),
        ("let format = \"%d%%\"", "Text(format)"),
        ("let site = \"https://example.com/help\"", "Text(site)"),
        ("let symbol = \"heart.fill\"", "Label(symbol, systemImage: symbol)"),
        ("let key = \"widget_title\"", "Text(key)"),
        ("let key = \"timeLeft\"", "Text(key)"),
        ("func short(_ h: Int, _ m: Int) -> String { \"\\(h)h \\(m)m\" }", "Text(short(1, 2))"),
        ("func distance(_ d: Int) -> String { \"\\(d) km\" }", "Text(distance(3))"),
        ("func fee(_ n: Int) -> String { \"\\(n) sat/vB\" }", "Text(fee(3))"),
        // The app's own translations: two scripts, a switch over a language, a type named for one.
        ("enum Finish { case ja, en\n var done: String { switch self { case .ja: \"終了\"\n case .en: \"Finish\" } } }",
         "Text(finish.done)"),
        ("func done(_ language: String) -> String { switch language { case \"de\": \"Fertig\"\n default: \"Done\" } }",
         "Text(done(code))"),
        ("enum DisplayLanguage { case de, en\n var done: String { self == .de ? \"Fertig\" : \"Done\" } }",
         "Text(language.done)"),
        // Only payloads, or a name the arm does not bind (it may be anything).
        ("enum Phase { case failed(String)\n var title: String { switch self { case .failed(let message): return message } } }",
         "Text(phase.title)"),
        ("enum Phase { case a, b\n var title: String { switch self { case .a: return \"Running\"\n case .b: return name } } }",
         "Text(phase.title)"),
        ("enum Phase { case a, b(String)\n var title: String { switch self { case .a: return \"Running\"\n case .b(let message): return message.uppercased() } } }",
         "Text(phase.title)"),
        // A parameter the body binds again is not what the callers pass.
        ("func describe(_ mode: String) -> String { if mode.isEmpty { return \"No mode set\" }\n let mode = lookup(mode)\n return mode }",
         "Text(describe(code))"),
        ("func describe(_ mode: String) -> String { if mode.isEmpty { return \"No mode set\" }\n let (count, mode) = split(mode)\n return mode }",
         "Text(describe(code))"),
        // A fallback that is no language, or a value with none.
        ("var title: String { event?.name ?? \"\" }", "Text(title)"),
        ("var title: String { event?.name ?? \"–\" }", "Text(title)"),
        // A format that is a lookup, or that is no language.
        ("", "Text(String(format: NSLocalizedString(\"%d stops left\", comment: \"\"), n))"),
        ("", "Text(String(format: \"%.1f%%\", share))"),
        ("", "Text(String(format: \"%.1f km\", distance))"),
        // Product names.
        ("enum Source { case a, b\n var label: String { switch self { case .a: \"Dexcom Share\"\n case .b: \"LibreLinkUp\" } } }",
         "Text(source.label)"),
        // In a preview, no user reads it.
        ("let title = \"Paused\"\n#Preview { Text(title) }", "EmptyView()"),
    ])
    func otherValuesAreNotReported(declarations: String, body: String) {
        #expect(places(view(declarations, body)) == [])
    }

    @Test func withOneLanguageEveryTextIsInIt() {
        let source = view("let title = \"Paused\"", "Text(title)")
        #expect(places(source, languages: ["en"]) == [])
        #expect(places(source, languages: ["en", "Base"]) == [])
        #expect(places(source, languages: ["en", "fr"]) == ["5:9"])
    }

    @Test func theDeclarationMayBeInAnotherFile() {
        let phase = "enum Phase { case a\n var title: String { switch self { case .a: \"Running\" } } }"
        #expect(places(view("", "Text(phase.title)"), also: ["Phase.swift": phase]) == ["5:9"])
        // A stored `title` in a third file may be what `entry.title` is.
        #expect(places(view("", "Text(phase.title)"),
                       also: ["Phase.swift": phase, "Entry.swift": "struct Entry { var title: String }"]) == [])
    }

    /// `var entry: Provider.Entry`, as Xcode's widget template writes it: the
    /// entry type is what the provider's `placeholder(in:)` returns, so
    /// `entry.title` is that type's, whatever other types call `title`.
    @Test func aTemplateEntryIsTheProvidersPlaceholderType() {
        let provider = """
            struct Provider: TimelineProvider {
                func placeholder(in context: Context) -> EventEntry { EventEntry(date: .now, event: nil) }
            }
            struct EventEntry: TimelineEntry {
                let date: Date
                let event: Event?
                var title: String { event?.name ?? "Unnamed event" }
            }
            struct Event { var title: String }
            """
        let view = """
            struct EventView: View {
                var entry: Provider.Entry
                var body: some View {
                    Text(entry.title)
                }
            }
            """
        #expect(places(view, also: ["Provider.swift": provider]) == ["4:9"])
        // Without the provider's placeholder, `entry` may be anything that has a `title`.
        #expect(places(view, also: ["Provider.swift": provider.replacingOccurrences(of: "placeholder", with: "sample")])
                    == [])
        // A fallback that is no language, or an entry whose `title` is stored: what the event is.
        #expect(places(view, also: ["Provider.swift": provider.replacingOccurrences(of: "\"Unnamed event\"", with: "\"\"")])
                    == [])
        #expect(places(view, also: ["Provider.swift": provider.replacingOccurrences(
            of: "var title: String { event?.name ?? \"Unnamed event\" }", with: "let title: String")]) == [])
    }

    /// `context.state.phase.title`: `phase` is declared a `TimerPhase`, so its
    /// `title` is TimerPhase's, whatever other types call `title`.
    @Test func aMemberOfTheReceiversDeclaredTypeIsFollowed() {
        let files: KeyValuePairs<String, String> = [
            "Phase.swift": "enum TimerPhase { case a\n var title: String { switch self { case .a: \"Running\" } } }",
            "Attributes.swift": "struct TimerAttributes { struct ContentState { var phase: TimerPhase }\n let title: String }",
        ]
        #expect(places(view("", "Text(context.state.phase.title)"), also: files) == ["5:9"])
        // Stored in the receiver's type: model data.
        let stored: KeyValuePairs<String, String> = [
            "Phase.swift": "struct TimerPhase { let title: String }\nvar title: String { \"Running\" }",
            "Attributes.swift": "struct ContentState { var phase: TimerPhase }",
        ]
        #expect(places(view("", "Text(context.state.phase.title)"), also: stored) == [])
        // Two types for one receiver name: not known.
        let two: KeyValuePairs<String, String> = [
            "Phase.swift": "enum TimerPhase { case a\n var title: String { \"Running\" } }\nstruct Other { let title: String }",
            "Attributes.swift": "struct A { var phase: TimerPhase }\nstruct B { var phase: Other }",
        ]
        #expect(places(view("", "Text(context.state.phase.title)"), also: two) == [])
    }

    @Test func anIgnoreCommentSilencesIt() {
        let source = view("let title = \"Paused\"", "// xcstrings-audit:ignore unlocalized-text -- a brand\n Text(title)")
        #expect(places(source) == [])
    }

    @Test func theMessageNamesBothPlacesAndWhatToDo() throws {
        let source = """
            enum Phase {
                case running, paused
                var title: String {
                    switch self {
                    case .running: return "Running"
                    case .paused: return "Paused"
                    }
                }
            }
            struct StatusView: View {
                let phase: Phase
                var body: some View { Text(phase.title) }
            }
            """
        let findings = codeFindings(["W.swift": source], languages: ["en", "de"]).filter { $0.rule == .unlocalizedText }
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect((finding.line, finding.column) == (12, 27))
        #expect(finding.severity == .warning)
        #expect(finding.message == """
            Text(phase.title) shows a String, which SwiftUI displays as it is, without looking it up: phase.title is \
            assembled from literals, "Running" (W.swift:5:31) and "Paused", so the widget shows it as written in every \
            language. Look it up: String(localized: "Running") where the literal is written, or \
            Text(LocalizedStringKey(phase.title)) — or write Text(verbatim: phase.title) if it is meant to read the \
            same in every language.
            """)
    }

    /// A literal format given to `String(format:)` is named as the format, with the
    /// remedy that looks the format up.
    @Test func aLiteralFormatSaysToLookTheFormatUp() throws {
        let source = """
            struct AgeView: View {
                let seen: Double
                var body: some View { Text(String(format: "%.1f seconds ago", seen)) }
            }
            """
        let findings = codeFindings(["W.swift": source], languages: ["en", "cs"]).filter { $0.rule == .unlocalizedText }
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect((finding.line, finding.column, finding.severity) == (3, 27, .warning))
        #expect(finding.message == """
            Text(String(format: "%.1f seconds ago", …)) shows a String, which SwiftUI displays as it is, without \
            looking it up: its format "%.1f seconds ago" (W.swift:3:47) is a literal, not a lookup, so the widget \
            shows it as written in every language. Look the format up: String(format: String(localized: \
            "%.1f seconds ago"), …) — or write Text(verbatim: String(format: …)) if it is meant to read the same in \
            every language.
            """)
    }

    /// A view's stored `String` shows what its callers pass: a literal passed to it
    /// is shown as written (not a lookup, a value, or a literal only a preview
    /// passes, or a view only a preview shows; not a model's stored property).
    @Test func aViewShowsTheLiteralsItsCallersPassIt() throws {
        let source = """
            struct Tile: View {
                let title: String
                let value: Int
                var body: some View { Text(title) }
            }
            struct Grid: View {
                let steps: String
                var body: some View {
                    Tile(title: "Steps", value: 3)
                    Tile(title: String(localized: "Floors"), value: 2)
                    Tile(title: steps, value: 1)
                }
            }
            struct GridWidget: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "grid") { _ in Grid(steps: "") } }
            }
            struct Badge: View {
                let caption: String
                var body: some View { Text(caption) }
            }
            struct Entry { let label: String }
            struct Row: View {
                var body: some View { Text(entry.label) }
            }
            let entry = Entry(label: "Sample")
            #Preview { Badge(caption: "Preview only") }
            struct Gallery: View {
                var body: some View { Badge(caption: "Gallery only") }
            }
            #Preview { Gallery() }
            """
        let findings = codeFindings(["W.swift": source], languages: ["en", "de"]).filter { $0.rule == .unlocalizedText }
        #expect(findings.map { "\($0.line):\($0.column)" } == ["4:27"])
        #expect(findings.first?.message == """
            Text(title) shows a String, which SwiftUI displays as it is, without looking it up: title is what its \
            callers pass, literals: "Steps" (W.swift:9:21), so the widget shows it as written in every language. Look \
            it up: String(localized: "Steps") where the literal is written, or Text(LocalizedStringKey(title)) — or \
            write Text(verbatim: title) if it is meant to read the same in every language.
            """)
    }

    /// A bare `title` in a view's body is that view's `title` (Swift reads it as
    /// `self.title`), whatever other types call `title`; a parameter or a binding
    /// of the name in the body may be what it reads, and two types of the view's
    /// name (each nested in another type) are not told apart.
    @Test func aBareNameIsTheMemberOfTheTypeItIsIn() throws {
        let header = """
            struct Entry { let title: String }
            struct Header: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Card: View {
                let done: Bool
                var body: some View {
                    Header(title: "Quick look")
                    Header(title: done ? "Saved" : "Save")
                }
            }
            struct CardWidget: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "card") { _ in Card(done: true) } }
            }
            """
        let findings = codeFindings(["W.swift": header], languages: ["en", "de"]).filter { $0.rule == .unlocalizedText }
        #expect(findings.map { "\($0.line):\($0.column)" } == ["4:27"])
        #expect(findings.first?.message.contains(#"literals: "Quick look" (W.swift:9:23) and "Saved", "Save","#) == true)
        // `self.title` is the same member.
        #expect(places(header.replacingOccurrences(of: "Text(title)", with: "Text(self.title)")) == ["4:27"])
        // A parameter of the same name in the body.
        let parameter = header.replacingOccurrences(
            of: "var body: some View { Text(title) }",
            with: "var body: some View { row(title: \"x\") }\n func row(title: String) -> some View { Text(title) }")
        #expect(places(parameter) == [])
        // A closure's binding of the same name.
        let binding = header.replacingOccurrences(
            of: "var body: some View { Text(title) }",
            with: "var body: some View { ForEach([\"a\"], id: \\.self) { title in Text(title) } }")
        #expect(places(binding) == [])
        // Two views named Header, each nested in another type.
        let nested = "enum A {\n" + header.replacingOccurrences(of: "struct Entry { let title: String }\n", with: "")
            + "\n}\nenum B { struct Header: View { let title: String\n var body: some View { Text(title) } } }"
        #expect(places(nested) == [])
    }

    /// A type that is a `PreviewProvider` is there for Xcode's previews: a view only
    /// its members show, and a `Text` in it, is shown to no user.
    @Test func whatAPreviewProviderShowsIsNeverShown() {
        let source = """
            struct Header: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Header_Previews: PreviewProvider {
                static var previews: some View { states }
                static var states: some View { Header(title: "Large") }
                static var label: String { "Medium" }
                static var other: some View { Text(label) }
            }
            """
        #expect(places(source) == [])
        let shown = source.replacingOccurrences(of: "struct Header_Previews: PreviewProvider", with: "struct Gallery")
        #expect(places(shown) == ["3:27", "9:35"])
    }

    /// UIKit and AppKit show a `String` as written: an alert's title and message,
    /// an action's, a menu item's or a bar button's title, a button's title, an
    /// alert's button, a tooltip, given as a literal that is language.
    @Test func aUIKitOrAppKitTextGivenAsALiteralIsReported() throws {
        let source = """
            func fail() {
                let alert = UIAlertController(title: "Could not send", message: "Try again later", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                let panel = NSAlert()
                panel.addButton(withTitle: "Cancel")
                button.setTitle("Save", for: .normal)
                item.toolTip = "Open with Finder"
                menu.addItem(NSMenuItem(title: "Go to the last folder", action: nil, keyEquivalent: ""))
                alert.addAction(UIAlertAction(title: NSLocalizedString("Retry", comment: ""), style: .default))
                item.toolTip = "Open with Finder".localized
                alert.addAction(UIAlertAction(title: "%@", style: .default))
                button.setTitle(title, for: .normal)
                menu.addItem(NSMenuItem(title: "", action: nil, keyEquivalent: ""))
            }
            """
        #expect(places(source) == ["2:42", "2:69", "3:42", "5:32", "6:21", "7:20", "8:36"])
        let findings = codeFindings(["W.swift": source], languages: ["en", "de"]).filter { $0.rule == .unlocalizedText }
        #expect(findings.first?.message == """
            UIAlertController(title:) is given "Could not send", which the widget shows as written in every language. \
            Look it up: String(localized: "Could not send").
            """)
        #expect(findings.map(\.severity).allSatisfy { $0 == .warning })
    }

    /// The product's name reads the same in every language: a `Text` of a constant
    /// that is the app's name, or a label given it, is no untranslated text — as
    /// written, or spaces and case aside where no language would translate it
    /// (`HOME ASSISTANT`), not a word the app is named by written otherwise (`TIMER`).
    @Test func theProductsNameIsNotReported() {
        let source = """
            import UIKit
            enum Constants {
                static let appName = "Home Assistant"
                static let shout = "HOME ASSISTANT"
                static let plain = "TIMER"
                static let status = "Connected"
            }
            struct Tile: View {
                var body: some View { VStack { Text(Constants.appName); Text(Constants.shout); Text(Constants.plain)
                    Text(Constants.status) } }
            }
            func show() { titleLabel.text = "YPoints" }
            """
        func places(productNames: Set<String>) -> [String] {
            var rules = WidgetCodeRules(languageAttributes: [], shippedLanguages: ["en", "de"])
            rules.productNames = productNames
            return rules.findings(in: [SwiftCodeFile(path: "W.swift", bytes: Array(source.utf8))])
                .filter { $0.rule == .unlocalizedText }.map { "\($0.line):\($0.column)" }
        }
        #expect(places(productNames: ["Home Assistant", "YPoints", "Timer"]) == ["9:84", "10:9"])
        #expect(places(productNames: []) == ["9:36", "9:61", "9:84", "10:9", "12:33"])
    }

    /// A name given to UIKit is resolved as `Text(name)`'s is: a parameter of the
    /// function around it is what its callers pass, a member of the type around it
    /// what that member is assembled from, a path what every declaration of its
    /// last name is. A bare name nothing around declares (a view controller's
    /// `title`, which is UIKit's) is not every declaration of that name.
    @Test func aNameGivenToUIKitIsWhatItIsAssembledFrom() {
        let source = """
            import UIKit
            final class Support: UIViewController {
                var hint: String { "Swipe to switch keyboards" }
                func layout(rule: Rule) {
                    func actionButton(_ title: String) -> UIButton {
                        let button = UIButton()
                        button.setTitle(title, for: .normal)
                        return button
                    }
                    let email = actionButton("Email Us")
                    hintLabel.text = hint
                    ruleLabel.text = rule.name
                    titleLabel.text = title
                    countLabel.text = counter
                }
            }
            struct Rule { var name: String { "Whitespace" } }
            struct Other { var title: String { "Settings" } }
            """
        #expect(places(source) == ["7:29", "11:26", "12:26"])
        let findings = codeFindings(["W.swift": source], languages: ["en", "de"]).filter { $0.rule == .unlocalizedText }
        #expect(findings.first?.message == """
            setTitle(_:) is given title, which is what its callers pass, literals: "Email Us" (W.swift:10:34): \
            the widget shows them as written in every language. Look each up where it is written: \
            String(localized: "Email Us").
            """)
        #expect(findings.dropFirst().first?.message == """
            .text is given hint, which is assembled from literals, "Swipe to switch keyboards" (W.swift:3:24): \
            the widget shows them as written in every language. Look each up where it is written: \
            String(localized: "Swipe to switch keyboards").
            """)
    }

    /// A label's `text`, a text field's `placeholder` and a WatchKit label's
    /// `setText(_:)` show a literal as written — in a file that imports an
    /// interface module; elsewhere `text` is as likely a model's (`task.text = "…"`).
    @Test func aLabelsTextGivenAsALiteralIsReportedWhereTheFileImportsAnInterface() {
        let body = """
            func update() {
                statusLabel.text = "No trips"
                searchField.placeholder = "Search stations"
                timeLabel.setText("Pending...")
                statusLabel.text = "No trips".localized
                timeLabel.setText(name)
                countLabel.text = "42"
            }
            """
        #expect(places("import UIKit\n" + body) == ["3:24", "4:31", "5:23"])
        #expect(places("import WatchKit\n" + body) == ["3:24", "4:31", "5:23"])
        #expect(places("@preconcurrency import class UIKit.UILabel\n" + body) == ["3:24", "4:31", "5:23"])
        #expect(places("import Foundation\n" + body) == [])
        #expect(places(body) == [])
    }

    /// The sections and options an Intents extension gives a parameter are shown
    /// by the system, though the extension itself draws no view.
    @Test func anIntentsExtensionsPickerTextGivenAsALiteralIsReported() {
        let source = """
            func provideCountryOptionsCollection(for intent: SelectCountryIntent) async throws -> INObjectCollection<Country> {
                INObjectCollection(sections: [
                    INObjectSection(title: "Countries", items: countries),
                    INObjectSection(title: NSLocalizedString("Recent", comment: ""), items: recents),
                    INObjectSection(title: "", items: [INObject(identifier: "all", display: "All countries")]),
                ])
            }
            func fail() { alert.addAction(UIAlertAction(title: "OK", style: .default)) }
            """
        let file = SwiftCodeFile(path: "W.swift", bytes: Array(source.utf8))
        var rules = WidgetCodeRules(shippedLanguages: ["en", "de"])
        rules.drawsViews = false
        let places = rules.findings(in: [file]).map { "\($0.rule.identifier) \($0.line):\($0.column)" }
        #expect(places == ["unlocalized-text 3:32", "unlocalized-text 5:81"])
        #expect(rules.findings(in: [file]).first?.message == """
            INObjectSection(title:) is given "Countries", which the widget shows as written in every language. \
            Look it up: String(localized: "Countries").
            """)
    }

    @Test func aTextThatIsAKeyOfTheWidgetsTableIsAnError() throws {
        let catalog = try StringCatalog(data: Data(#"""
            {"sourceLanguage": "en", "strings": {
              "Paused": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Pausiert"}},
                                           "en": {"stringUnit": {"state": "translated", "value": "Paused"}}}},
              "widget.title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Timer"}}}}
            }, "version": "1.0"}
            """#.utf8))
        let rules = WidgetCodeRules(shippedLanguages: ["en", "de"],
                                    keyTables: [.init(catalog: catalog, path: "Widget/Localizable.xcstrings")])
        let source = """
            let paused = "Paused"
            let heading = "widget.title"
            struct StatusView: View {
                var body: some View {
                    Text(paused)
                    Text(heading)
                }
            }
            """
        let findings = rules.findings(in: [SwiftCodeFile(path: "W.swift", bytes: Array(source.utf8))])
        #expect(findings.map(\.severity) == [.error, .error])
        #expect(findings.first?.message == """
            Text(paused) shows a String, which SwiftUI displays as it is, without looking it up: paused is assembled \
            from literals, "Paused" (W.swift:1:14); "Paused" is a key of the widget catalog \
            (Widget/Localizable.xcstrings:3:32), translated into de, but the widget never looks it up and shows it \
            untranslated in every language. Look it up: String(localized: "Paused") where the literal is written, or \
            Text(LocalizedStringKey(paused)) — or write Text(verbatim: paused) if it is meant to read the same in every \
            language.
            """)
        // An identifier is not text, but as a key it is shown raw.
        #expect(findings.last?.message.contains(#""widget.title" is a key of the widget catalog (Widget/Localizable.xcstrings:4:38), but the widget never looks it up and shows the key itself."#) == true)
    }

    /// A `String` parameter of the function around `Text(name)` shows what the
    /// function's callers pass it: the literals among them are shown as written.
    @Test func aFunctionsStringParameterShowsTheLiteralsItsCallersPass() {
        let source = """
            struct Summary: View {
                var body: some View {
                    VStack {
                        metricRow(label: "Sleep", value: hours)
                        metricRow(label: isDeep ? "Deep" : "Core", value: hours)
                        metricRow(label: name, value: hours)
                        stage("Awake")
                        caption(key: "Heart rate")
                    }
                }
                func metricRow(label: String, value: String) -> some View {
                    HStack { Text(label); Text(value) }
                }
                func stage(_ title: String) -> some View { Text(title) }
                func caption(key: LocalizedStringKey) -> some View { Text(key) }
            }
            struct SummaryWidget: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "summary") { _ in Summary() } }
            }
            """
        #expect(places(source) == ["12:18", "14:48"])
        // The function's name declared twice: which one a call runs is not told.
        #expect(places(source + "\nfunc stage(_ title: String) -> some View { Text(title) }") == ["12:18"])
        // The name bound again in the body: a closure's, a constant's.
        let rebound = source
            .replacingOccurrences(of: "HStack { Text(label); Text(value) }",
                                  with: "ForEach(rows, id: \\.self) { label in Text(label) }")
            .replacingOccurrences(of: "{ Text(title) }", with: "{ let title = title.uppercased(); Text(title) }")
        #expect(places(rebound) == [])
        // Only previews call it.
        let previewed = """
            struct Row: View {
                var body: some View { Text("Row") }
                func stage(_ title: String) -> some View { Text(title) }
            }
            #Preview { Row().stage("Awake") }
            """
        #expect(places(previewed) == [])
    }

    /// A key whose every value is the key itself (`"--"`, an untranslated `"bpm"`)
    /// shows the same text looked up or not: not a key never looked up. A key some
    /// language translates is.
    @Test func aKeyThatReadsTheSameInEveryLanguageIsNotAKeyNeverLookedUp() throws {
        let catalog = try StringCatalog(data: Data(#"""
            {"sourceLanguage": "en", "strings": {
              "--": {},
              "bpm": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "bpm"}},
                                        "de": {"stringUnit": {"state": "translated", "value": "bpm"}}}},
              "kcal": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "キロカロリー"}}}}
            }, "version": "1.0"}
            """#.utf8))
        let rules = WidgetCodeRules(shippedLanguages: ["en", "de", "ja"],
                                    keyTables: [.init(catalog: catalog, path: "Widget/Localizable.xcstrings")])
        let source = """
            struct Card: View {
                let value: String
                let unit: String
                var body: some View { Text(value); Text(unit) }
            }
            struct Page: View {
                var body: some View { Card(value: "--", unit: "bpm"); Card(value: "--", unit: "kcal") }
            }
            struct PageWidget: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "page") { _ in Page() } }
            }
            """
        let findings = rules.findings(in: [SwiftCodeFile(path: "W.swift", bytes: Array(source.utf8))])
        #expect(findings.map { "\($0.severity) \($0.line):\($0.column)" } == ["error 4:40"])
        #expect(findings.first?.message.contains(#""kcal" is a key of the widget catalog"#) == true)
    }

    /// A literal that is only values (`"\(count)"`) shows them: it is not the key
    /// `%@` of the widget's tables, nor text.
    @Test func aLiteralOfValuesAloneIsNotAKey() throws {
        let catalog = try StringCatalog(data: Data(#"""
            {"sourceLanguage": "en", "strings": {
              "%@": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%@"}},
                                       "de": {"stringUnit": {"state": "translated", "value": "%@ Stück"}}}},
              "%@ left": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%@ left"}},
                                            "de": {"stringUnit": {"state": "translated", "value": "%@ übrig"}}}}
            }, "version": "1.0"}
            """#.utf8))
        let rules = WidgetCodeRules(shippedLanguages: ["en", "de"],
                                    keyTables: [.init(catalog: catalog, path: "Widget/Localizable.xcstrings")])
        let source = #"""
            struct Row: View {
                var body: some View { count("\(total)"); count("\(done)/\(total)"); count("\(total) left") }
                func count(_ value: String) -> some View { Text(value) }
            }
            struct RowWidget: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "row") { _ in Row() } }
            }
            """#
        let findings = rules.findings(in: [SwiftCodeFile(path: "W.swift", bytes: Array(source.utf8))])
        #expect(findings.map { "\($0.severity) \($0.line):\($0.column)" } == ["error 3:48"])
        #expect(findings.first?.message.contains(#"value is what its callers pass, literals: "\(total) left" (W.swift:2:"#) == true, "\(findings)")
    }

    @Test(arguments: [
        ("Paused", true), ("Time left", true), ("已暂停", true), ("OK", true), ("Loading…", true), ("Wi-Fi", true),
        ("42", false), ("–", false), ("✓ 🎉", false), ("A", false), ("%lld%%", false), ("%@ · %@", false),
        ("https://example.com", false), ("heart.fill", false), ("widget_title", false), ("timeLeft", false),
        ("com.example.app", false), ("", false),
    ])
    func whatIsLanguage(text: String, isLanguage: Bool) {
        #expect(WidgetCodeRules.isLanguage(text) == isLanguage)
    }
}
