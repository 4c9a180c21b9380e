import Foundation
import Testing
@testable import XCStringsAudit

/// The keys (as the code looks them up) found in `source`, in source order.
private func keys(in source: String) -> [String] {
    SwiftSourceScanner().scan(Array(source.utf8), file: "W.swift").usages.map(\.lookupKey)
}

/// Swift Charts takes localized labels: `PlottableValue.value(_:_:)`
/// (`LocalizedStringResource`), `chartXAxisLabel(_:…)` and `chartYAxisLabel(_:…)`
/// (`LocalizedStringKey`). `AxisValueLabel` has no key initialiser: its text
/// is a `Text` in its content closure, found as `Text`.
@Suite struct SwiftSourceScannerChartsTests {
    @Test(arguments: [
        (#"LineMark(x: .value("Day", entry.date), y: .value("Weight", entry.kilograms))"#, ["Day", "Weight"]),
        (#"BarMark(x: .value("Steps", s), y: .value(label, d))"#, ["Steps"]),
        (#"Chart(data) { PointMark(x: .value("Time", $0.t)) }.chartXAxisLabel("Time of day")"#,
         ["Time", "Time of day"]),
        (#".chartYAxisLabel("mg/dL", position: .leading)"#, ["mg/dL"]),
        (#".chartXAxisLabel(isMetric ? "km" : "mi")"#, ["km", "mi"]),
        (#"AxisMarks { _ in AxisValueLabel { Text("Low") } }"#, ["Low"]),
        (#"y: PlottableValue.value("Weight", w)"#, ["Weight"]),
        (#"return .value("Weight", w)"#, ["Weight"]),
        // Not keys: a plain `String` argument of another `value`, a labelled one, and
        // a value's own `value(…)` (ObjectMapper's `map.value("entity_id")`), which no
        // chart label is: `.value` is a label only as an implicit member or on its type.
        (#"let v = dictionary.value(forKey: "weight")"#, []),
        (#"self.entityId = try map.value("entity_id"); let s = row?.value("x", 1); let t = f().value("y", 2)"#, []),
    ])
    func chartLabelsAreKeys(source: String, expected: [String]) {
        #expect(keys(in: source) == expected)
    }

    /// End to end: `--list-keys --sources` on a widget with a chart lists its
    /// axis and value labels where they are written.
    @Test func listKeysReportsChartLabels() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("charts-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"""
            struct WeightChart: View {
                let entries: [Entry]
                var body: some View {
                    Chart(entries) { entry in
                        LineMark(x: .value("Day", entry.date), y: .value("Weight", entry.kilograms))
                    }
                    .chartYAxisLabel("kg")
                }
            }
            """#.utf8).write(to: directory.appendingPathComponent("WeightChart.swift"))
        var output = "", errors = ""
        let status = XCStringsAudit.run(arguments: ["--list-keys", "--sources", directory.path],
                                        standardOutput: { output += $0 }, standardError: { errors += $0 })
        #expect(status == 0)
        #expect(errors == "")
        #expect(output == """
            \(directory.path)/WeightChart.swift:5:32: Day
            \(directory.path)/WeightChart.swift:5:62: Weight
            \(directory.path)/WeightChart.swift:7:26: kg

            """)
    }
}
