import AppIntents

struct StartBreathingIntent: AppIntent {
    static let title = LocalizedStringResource("Start session")

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct StopBreathingIntent: AppIntent {
    static let title = LocalizedStringResource("Stop session")

    func perform() async throws -> some IntentResult {
        .result()
    }
}
