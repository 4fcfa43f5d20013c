import Foundation

/// One of `count` parts of a suite of previews, for spreading `vellum previews`
/// and `assertPreviewSnapshots` over the machines of a CI matrix.
///
/// A preview belongs to shard `hash % count + 1`, the hash being FNV-1a 64
/// (``StableHash``) of its ``key(of:)``: its file as `#fileID` spells it
/// (`MyApp/Card.swift`, the module and the file, the same on every machine)
/// or its provider type, and its name. The assignment never depends on the
/// machine, the run or the order previews are found in, so shards `1/N` to
/// `N/N` together hold every preview exactly once.
///
/// ```swift
/// let shard = try PreviewShard(parsing: "2/8", from: "--shard")
/// let mine = PreviewDiscovery.previews().filter(shard.contains)
/// ```
package struct PreviewShard: Sendable, Equatable, CustomStringConvertible {
    /// The environment variable a CI matrix sets: `VELLUM_SHARD=2/8`.
    package static let environmentVariable = "VELLUM_SHARD"

    /// Which shard, from 1.
    package let index: Int
    /// How many shards there are.
    package let count: Int

    /// Shard `index` (from 1) of `count`; nil unless `1 <= index <= count`.
    package init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index; self.count = count
    }

    /// Parses `I/N` (`2/8`); `origin` (`--shard`, `VELLUM_SHARD`) names where the text came from in the error.
    ///
    /// - Throws: `VellumError` (`.invalidArgument`) naming `origin` when the text is not `I/N` with `1 <= I <= N`.
    package init(parsing text: String, from origin: String) throws {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw VellumError(.invalidArgument, subject: origin,
                              message: "\(origin) takes a shard as I/N (for example 2/8, the second of eight), not '\(text)'")
        }
        guard count >= 1 else {
            throw VellumError(.invalidArgument, subject: origin, message: "\(origin) '\(text)': the number of shards must be at least 1")
        }
        guard let shard = PreviewShard(index: index, count: count) else {
            throw VellumError(.invalidArgument, subject: origin,
                              message: "\(origin) '\(text)': the shard must be from 1 to \(count) (shards are numbered from 1)")
        }
        self = shard
    }

    /// The shard `VELLUM_SHARD` names in `environment`, or nil when it is unset or empty.
    ///
    /// - Throws: `VellumError` naming `VELLUM_SHARD` when its value is not `I/N`.
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> PreviewShard? {
        guard let value = environment[environmentVariable], !value.isEmpty else { return nil }
        return try PreviewShard(parsing: value, from: environmentVariable)
    }

    /// `I/N`.
    package var description: String { "\(index)/\(count)" }

    /// The text a preview is assigned by: its file (or provider type) and its name, on two lines.
    package static func key(of preview: DiscoveredPreview) -> String {
        key(source: preview.fileID ?? "\(preview.moduleName).\(preview.typeName ?? "")", name: preview.name)
    }

    /// The text a preview at `source` (`MyApp/Card.swift`, `MyApp.Card_Previews`) named `name` is assigned by.
    package static func key(source: String, name: String) -> String { source + "\n" + name }

    /// The shard (from 1) of `count` that the preview with this ``key(of:)`` belongs to.
    package static func shardIndex(ofKey key: String, count: Int) -> Int {
        Int(StableHash.of(key) % UInt64(max(1, count))) + 1
    }

    /// Whether the preview with this ``key(of:)`` is in this shard.
    package func contains(key: String) -> Bool { Self.shardIndex(ofKey: key, count: count) == index }

    /// Whether `preview` is in this shard.
    package func contains(_ preview: DiscoveredPreview) -> Bool { contains(key: Self.key(of: preview)) }
}
