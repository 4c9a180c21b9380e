#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import PropertyList

/// Lists the regular files under a directory with `readdir`, skipping hidden
/// entries and folders that hold build products or third-party code.
///
/// ```swift
/// DirectoryWalker(skipping: DirectoryWalker.defaultSkippedFolders).files(under: "App")
/// // ["App/AppApp.swift", "App/Localizable.xcstrings", "App/ar.lproj/InfoPlist.strings"]
/// ```
package struct DirectoryWalker: Sendable {
    /// Folder names never entered by default: build products and dependency
    /// checkouts (`.build`, `DerivedData`, `Pods`, `Carthage`, `SourcePackages`).
    package static let defaultSkippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "SourcePackages"]

    /// Folder names not entered.
    package var skippedFolders: Set<String>
    /// Folder levels followed at most (a folder reached twice through symbolic
    /// links is listed once, so loops end anyway).
    package var maximumDepth = 64
    /// `false` to list nothing, as if no folder existed (the fuzz harness reads
    /// arbitrary projects without walking the machine's file system).
    package var readsFileSystem = true

    /// Creates a walker.
    ///
    /// - Parameter skippedFolders: Folder names not entered.
    package init(skipping skippedFolders: Set<String> = DirectoryWalker.defaultSkippedFolders) {
        self.skippedFolders = skippedFolders
    }

    /// The regular files under `directory` (following symbolic links to folders
    /// inside it or inside the current directory, but not to its own parents nor
    /// elsewhere: a link to `/` does not walk the machine), as
    /// `directory/relative/path`, sorted bytewise. Hidden files and folders
    /// (`.git`, `.DS_Store`) are skipped.
    ///
    /// - Parameter directory: The folder to list.
    /// - Returns: `nil` when `directory` cannot be opened as a folder.
    /// - Complexity: O(*n*) in the number of entries below `directory`.
    package func files(under directory: String) -> [String]? {
        var skipped: [Skipped] = []
        return files(under: directory, skipped: &skipped)
    }

    /// An entry the walk did not list: a FIFO, socket or device (`code` is `nil`),
    /// or a folder it could not open (`code` is the `errno`).
    package struct Skipped: Hashable, Sendable {
        package var path: String
        package var code: Int32?
    }

    /// ``files(under:)``, with what was passed over: entries that are neither
    /// regular files nor folders, and folders that could not be opened.
    package func files(under directory: String, skipped: inout [Skipped]) -> [String]? {
        guard readsFileSystem, let stream = opendir(directory.fileSystemPath) else { return nil }
        closedir(stream)
        var result: [String] = []
        var visited = Set<FolderIdentity>()
        walk(directory, depth: 0, root: Bounds(directory), visited: &visited, into: &result, skipped: &skipped)
        result.sort(by: Self.bytewisePrecedes)
        return result
    }

    /// `lhs.utf8.lexicographicallyPrecedes(rhs.utf8)`, with `memcmp` on the bytes in place.
    package static func bytewisePrecedes(_ lhs: String, _ rhs: String) -> Bool {
        let fast = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right -> Bool in
                let common = min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
        return (fast ?? nil) ?? lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    /// A folder by device and inode: a symbolic link back up the tree is entered once.
    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private func walk(_ directory: String, depth: Int, root: Bounds?, visited: inout Set<FolderIdentity>,
                      into result: inout [String], skipped: inout [Skipped]) {
        var info = stat()
        guard depth < maximumDepth, stat(directory.fileSystemPath, &info) == 0,
              visited.insert(FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else { return }
        guard let stream = opendir(directory.fileSystemPath) else {
            skipped.append(Skipped(path: directory, code: errno))
            return
        }
        defer { closedir(stream) }
        var subdirectories: [String] = []
        while let entry = readdir(stream) {
            let name = FileSystemName.entryName(entry)
            if name.hasPrefix(".") { continue }
            let path = directory == "/" ? "/" + name : directory + "/" + name
            var type = entry.pointee.d_type
            if type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) {
                var info = stat()
                guard stat(path.fileSystemPath, &info) == 0 else { continue }
                type = (info.st_mode & S_IFMT) == S_IFDIR ? UInt8(DT_DIR)
                    : (info.st_mode & S_IFMT) == S_IFREG ? UInt8(DT_REG) : UInt8(DT_UNKNOWN)
            }
            if type == UInt8(DT_DIR) {
                if entry.pointee.d_type == UInt8(DT_LNK), let root, !root.allows(path) { continue }
                if !skippedFolders.contains(name) { subdirectories.append(path) }
            } else if type == UInt8(DT_REG) {
                result.append(path)
            } else {
                skipped.append(Skipped(path: path, code: nil))  // a FIFO, socket or device
            }
        }
        for subdirectory in subdirectories {
            walk(subdirectory, depth: depth + 1, root: root, visited: &visited, into: &result, skipped: &skipped)
        }
    }

    /// Where a symbolic link to a folder may lead: inside the folder walked, or
    /// inside the current directory (a shared folder of the project) but not to
    /// the walked folder's own parents (`..`, a home folder, `/`).
    private struct Bounds {
        var root: String
        var workingDirectory: String?

        init?(_ directory: String) {
            guard let root = Self.real(directory) else { return nil }
            self.root = root
            workingDirectory = Self.real(".")
        }

        func allows(_ path: String) -> Bool {
            guard let target = Self.real(path) else { return false }
            if Self.isInside(target, root) { return true }
            guard let workingDirectory, Self.isInside(target, workingDirectory) else { return false }
            return !Self.isInside(root, target)
        }

        private static func isInside(_ path: String, _ folder: String) -> Bool {
            path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
        }

        private static func real(_ path: String) -> String? {
            FileSystemName.realPath(path)
        }
    }
}
