import Foundation
import Testing
@testable import Vellum

/// Shards: parsed from `I/N`, assigned by a stable hash, together the whole suite.
@Suite struct PreviewShardTests {
    @Test func theHashIsFNV1a64() {
        // FNV-1a 64's published test vectors, byte by byte.
        var empty = StableHash()
        #expect(empty.value == 0xcbf2_9ce4_8422_2325)
        empty.combine(byte: UInt8(ascii: "a"))
        #expect(empty.value == 0xaf63_dc4c_8601_ec8c)
        var foobar = StableHash()
        for byte in "foobar".utf8 { foobar.combine(byte: byte) }
        #expect(foobar.value == 0x8594_4171_f739_67e8)
    }

    @Test func aPreviewsShardIsPinned() {
        // Changing the key or the hash moves previews between shards on every CI: it must be deliberate.
        let key = PreviewShard.key(source: "MyApp/ContentView.swift", name: "Preview 1")
        #expect(key == "MyApp/ContentView.swift\nPreview 1")
        var hash = StableHash()
        for byte in key.utf8 { hash.combine(byte: byte) }
        hash.combine(byte: 0xff)
        #expect(PreviewShard.shardIndex(ofKey: key, count: 8) == Int(hash.value % 8) + 1)
        #expect(PreviewShard.shardIndex(ofKey: key, count: 1) == 1)
    }

    @Test(arguments: [1, 2, 3, 4, 7, 8, 16])
    func shardsTogetherAreTheWholeAndNeverOverlap(count: Int) throws {
        let keys = (0..<2_000).map { PreviewShard.key(source: "Module\($0 % 7)/File\($0 % 131).swift", name: "Preview \($0)") }
        let shards = try (1...count).map { try PreviewShard(parsing: "\($0)/\(count)", from: "--shard") }
        var owners = [Int](repeating: 0, count: keys.count)
        var sizes = [Int](repeating: 0, count: count)
        for (position, key) in keys.enumerated() {
            for shard in shards where shard.contains(key: key) {
                owners[position] += 1
                sizes[shard.index - 1] += 1
            }
        }
        #expect(owners.allSatisfy { $0 == 1 }, "every preview in exactly one shard")
        #expect(sizes.reduce(0, +) == keys.count)
        // Spread evenly enough that every shard does work (2,000 keys: each shard within half of its share).
        #expect(sizes.allSatisfy { Double($0) > Double(keys.count) / Double(count) / 2 }, "\(sizes)")
    }

    @Test func theAssignmentDoesNotDependOnTheOrderOrOtherPreviews() {
        let key = PreviewShard.key(source: "App/Card.swift", name: "Dark")
        let alone = PreviewShard.shardIndex(ofKey: key, count: 5)
        let keys = (0..<100).map { PreviewShard.key(source: "App/F\($0).swift", name: "P") } + [key]
        #expect(keys.shuffled().filter { PreviewShard.shardIndex(ofKey: $0, count: 5) == alone }.contains(key))
    }

    @Test func specsParse() throws {
        let shard = try PreviewShard(parsing: "2/8", from: "--shard")
        #expect(shard.index == 2 && shard.count == 8 && shard.description == "2/8")
        #expect(try PreviewShard(parsing: "1/1", from: "--shard").count == 1)
    }

    @Test(arguments: [("0/4", "from 1 to 4"), ("5/4", "from 1 to 4"), ("x", "I/N"), ("2/0", "at least 1"), ("1/", "I/N"),
                      ("/3", "I/N"), ("1/2/3", "I/N"), ("-1/4", "from 1 to 4"), ("", "I/N")])
    func malformedSpecsAreClearErrorsNamingTheirOrigin(spec: String, says: String) {
        #expect {
            try PreviewShard(parsing: spec, from: "--shard")
        } throws: { error in
            let message = "\(error)"
            return message.hasPrefix("--shard") && message.contains(says) && (error as? VellumError)?.subject == "--shard"
        }
    }

    @Test func theEnvironmentVariableNamesTheShard() throws {
        #expect(try PreviewShard.fromEnvironment([:]) == nil)
        #expect(try PreviewShard.fromEnvironment(["VELLUM_SHARD": ""]) == nil)
        #expect(try PreviewShard.fromEnvironment(["VELLUM_SHARD": "3/4"]) == PreviewShard(index: 3, count: 4))
        #expect(throws: VellumError.self) { try PreviewShard.fromEnvironment(["VELLUM_SHARD": "5/4"]) }
        let error = #expect(throws: VellumError.self) { try PreviewShard.fromEnvironment(["VELLUM_SHARD": "two"]) }
        #expect(error?.subject == "VELLUM_SHARD")
        #expect(error?.message == "VELLUM_SHARD takes a shard as I/N (for example 2/8, the second of eight), not 'two'", "\(String(describing: error))")
    }
}
