import Foundation

extension AppleAvailability {
    /// The `.swiftinterface` files of the toolchain that `swiftc` on `PATH` (or
    /// `$SWIFT_EXEC`) is, found from its `-print-target-info`: the runtime
    /// import paths and resource directory, and on Apple platforms the SDK's
    /// `usr/lib/swift` and `System/Library/Frameworks/<Module>.framework/Modules`.
    struct Toolchain {
        /// The modules whose declarations are checked. Linux toolchains ship no
        /// interface for Foundation (swift-corelibs-foundation is built without
        /// library evolution), so there it is simply not found; Apple SDKs have one.
        static let modules = ["Swift", "_Concurrency", "Synchronization", "Foundation"]
        /// The modules that must be found for the check to mean anything.
        static let requiredModules: Set<String> = ["Swift", "_Concurrency", "Synchronization"]

        /// The interface file of each module found.
        var interfaces: [String: URL] = [:]
        /// Why nothing (or not everything) was found: the compiler that was run, the directories searched.
        var explanation: String = ""

        var isComplete: Bool { Self.requiredModules.isSubset(of: interfaces.keys) }

        /// The toolchain of this process's environment, looked up once.
        static let current = Toolchain(environment: ProcessInfo.processInfo.environment)

        init(environment: [String: String]) {
            guard let compiler = Self.compiler(environment) else {
                explanation = "no swiftc on PATH and no SWIFT_EXEC"
                return
            }
            guard let output = Self.run(compiler, ["-print-target-info"]),
                  let info = try? JSONSerialization.jsonObject(with: output) as? [String: Any] else {
                explanation = "\(compiler.path) -print-target-info gave no JSON"
                return
            }
            let target = info["target"] as? [String: Any] ?? [:]
            let paths = info["paths"] as? [String: Any] ?? [:]
            let triple = target["moduleTriple"] as? String ?? target["unversionedTriple"] as? String ?? ""
            let platform = target["platform"] as? String ?? ""
            var directories = paths["runtimeLibraryImportPaths"] as? [String] ?? []
            if let resources = paths["runtimeResourcePath"] as? String {
                directories.append(resources + "/" + platform)
            }
            var sdk = environment["SDKROOT"] ?? paths["sdkPath"] as? String
            if sdk == nil, triple.contains("apple"), let xcrun = Self.executable("xcrun", environment),
               let path = Self.run(xcrun, ["--show-sdk-path"]) {
                sdk = String(decoding: path, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            }
            if let sdk, !sdk.isEmpty { directories.append(sdk + "/usr/lib/swift") }
            for module in Self.modules {
                var candidates = directories
                if let sdk, !sdk.isEmpty { candidates.append("\(sdk)/System/Library/Frameworks/\(module).framework/Modules") }
                if let url = Self.interface(of: module, in: candidates, triple: triple) { interfaces[module] = url }
            }
            let missing = Self.modules.filter { interfaces[$0] == nil }
            explanation = "\(compiler.path) (target \(triple)): searched \(directories.joined(separator: ", "))"
                + (missing.isEmpty ? "" : "; no interface for \(missing.joined(separator: ", "))")
        }

        /// `<dir>/<Module>.swiftmodule/<triple>.swiftinterface` (or any public
        /// interface there, the target's first), else `<dir>/<Module>.swiftinterface`.
        static func interface(of module: String, in directories: [String], triple: String) -> URL? {
            let manager = FileManager.default
            for directory in directories {
                let bundle = URL(fileURLWithPath: directory).appendingPathComponent(module + ".swiftmodule")
                if let names = try? manager.contentsOfDirectory(atPath: bundle.path) {
                    let public_ = names.filter {
                        $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface") && !$0.hasSuffix(".package.swiftinterface")
                    }.sorted()
                    let arch = triple.split(separator: "-").first.map(String.init) ?? ""
                    if let name = public_.first(where: { $0.hasPrefix(triple) }) ?? public_.first(where: { !arch.isEmpty && $0.hasPrefix(arch) })
                        ?? public_.first {
                        return bundle.appendingPathComponent(name)
                    }
                }
                let flat = URL(fileURLWithPath: directory).appendingPathComponent(module + ".swiftinterface")
                if manager.fileExists(atPath: flat.path) { return flat }
            }
            return nil
        }

        static func compiler(_ environment: [String: String]) -> URL? {
            if let exec = environment["SWIFT_EXEC"], FileManager.default.isExecutableFile(atPath: exec) {
                return URL(fileURLWithPath: exec)
            }
            return executable("swiftc", environment)
        }

        static func executable(_ name: String, _ environment: [String: String]) -> URL? {
            for directory in (environment["PATH"] ?? "").split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
            return nil
        }

        /// The standard output of a process, `nil` if it cannot start or fails.
        static func run(_ executable: URL, _ arguments: [String]) -> Data? {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { return nil }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return process.terminationStatus == 0 ? data : nil
        }

        /// The declarations of every interface found.
        /// - Throws: When a file that was found cannot be read.
        func index() throws -> InterfaceIndex {
            var index = InterfaceIndex()
            for module in Self.modules {
                guard let url = interfaces[module] else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                index.add(interface: text, module: module, file: url.lastPathComponent)
            }
            return index
        }
    }
}
