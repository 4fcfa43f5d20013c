import Foundation

/// The state of a package's source files: each file's path, modification time
/// and size, sorted by path. Two snapshots differ when a file was saved,
/// added or deleted; ``SourceWatcher`` compares them.
package struct SourceSnapshot: Sendable, Equatable {
    /// One file's state.
    package struct Entry: Sendable, Equatable {
        /// The file's path.
        package var path: String
        /// Its modification time, in seconds since 1970.
        package var modified: Double
        /// Its size in bytes.
        package var size: Int
    }

    /// The files, sorted by path.
    package var entries: [Entry]

    /// Creates a snapshot of `entries` (sorted here).
    package init(entries: [Entry]) { self.entries = entries.sorted { $0.path < $1.path } }

    /// The regular files under `folders` (missing folders count as empty), skipping hidden ones and `.build`.
    package static func take(_ folders: [URL]) -> SourceSnapshot {
        var entries: [Entry] = []
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        for folder in folders {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker {
                if url.lastPathComponent == ".build" { walker.skipDescendants(); continue }
                guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
                entries.append(Entry(path: url.path, modified: values.contentModificationDate?.timeIntervalSince1970 ?? 0,
                                     size: values.fileSize ?? 0))
            }
        }
        return SourceSnapshot(entries: entries)
    }

    /// The paths that were added, deleted or changed from `old` to this snapshot, sorted.
    package func changes(since old: SourceSnapshot) -> [String] {
        var result: [String] = []
        var a = old.entries[...], b = entries[...]
        while let x = a.first, let y = b.first {
            if x.path == y.path {
                if x != y { result.append(x.path) }
                a = a.dropFirst(); b = b.dropFirst()
            } else if x.path < y.path {
                result.append(x.path); a = a.dropFirst()
            } else {
                result.append(y.path); b = b.dropFirst()
            }
        }
        result += a.map(\.path) + b.map(\.path)
        return result
    }
}
