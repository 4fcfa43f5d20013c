import Foundation
import Testing
import VellumAssets
import VellumGeometry

@Suite("PNG decoding")
struct PNGDecoderTests {
    @Test("CRC-32 matches the standard check value")
    func crcCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
    }

    @Test("reads width and height from IHDR")
    func readsSize() throws {
        let size = try PNGDecoder.pixelSize(of: TestImages.png(width: 321, height: 123), name: "a.png")
        #expect(size.width == 321)
        #expect(size.height == 123)
    }

    @Test("size in points is pixels divided by scale")
    func pointsFromScale() throws {
        let image = try ImageDecoder.decode(Data(TestImages.png(width: 300, height: 150)), name: "b.png", scale: 3)
        #expect(image.format == .png)
        #expect(image.size == CGSize(width: 100, height: 50))
        #expect(image.scale == 3)
        #expect(image.bytes == Data(TestImages.png(width: 300, height: 150)))
    }

    @Test("reads a PNG written by another encoder")
    func readsFixture() throws {
        let data = try Fixtures.bytes("Features.xcassets/Scaled.imageset/scaled@3x.png")
        let image = try ImageDecoder.decode(data, name: "scaled@3x.png", scale: 3)
        #expect(image.size == CGSize(width: 10, height: 8))
    }

    @Test("a damaged IHDR CRC is refused, naming the file")
    func badHeaderCRC() {
        var bytes = TestImages.png(width: 10, height: 10)
        bytes[29] ^= 0xFF
        let error = vellumError { try PNGDecoder.pixelSize(of: bytes, name: "bad-crc.png") }
        #expect(error?.code == .corruptFile)
        #expect(error?.message.contains("bad-crc.png") == true)
        #expect(error?.message.contains("CRC") == true)
    }

    @Test("a changed width without a new CRC is refused")
    func tamperedWidth() {
        var bytes = TestImages.png(width: 10, height: 10)
        bytes[19] = 11
        #expect(vellumError { try PNGDecoder.pixelSize(of: bytes, name: "t.png") }?.code == .corruptFile)
    }

    @Test("every truncation is refused", arguments: [0, 1, 8, 12, 20, 32, 40, 50, 56])
    func truncated(length: Int) {
        let bytes = Array(TestImages.png(width: 10, height: 10).prefix(length))
        let error = vellumError { try ImageDecoder.decode(Data(bytes), name: "cut.png") }
        #expect(error?.code == .corruptFile)
        #expect(error?.subject == "cut.png")
    }

    @Test("sides beyond 16384 pixels are too large")
    func tooLarge() {
        let error = vellumError { try PNGDecoder.pixelSize(of: TestImages.png(width: 16385, height: 2), name: "huge.png") }
        #expect(error?.code == .tooLarge)
        #expect(error?.message.contains("huge.png") == true)
        #expect((try? PNGDecoder.pixelSize(of: TestImages.png(width: 16384, height: 2), name: "ok.png")) != nil)
    }

    @Test("zero size and invalid colour type or depth are refused")
    func invalidHeader() {
        #expect(vellumError { try PNGDecoder.pixelSize(of: TestImages.png(width: 0, height: 5), name: "z.png") }?.code == .corruptFile)
        #expect(vellumError { try PNGDecoder.pixelSize(of: TestImages.png(width: 5, height: 5, colorType: 7), name: "c.png") }?.code == .corruptFile)
        #expect(vellumError { try PNGDecoder.pixelSize(of: TestImages.png(width: 5, height: 5, colorType: 2, depth: 4), name: "d.png") }?.code == .corruptFile)
        #expect((try? PNGDecoder.pixelSize(of: TestImages.png(width: 5, height: 5, colorType: 3, depth: 4), name: "p.png")) != nil)
    }

    @Test("a PNG without image data is refused")
    func noImageData() {
        let bytes = PNGDecoder.signature + Array(TestImages.png(width: 2, height: 2)[8 ..< 33]) + TestImages.chunk("IEND", [])
        let error = vellumError { try PNGDecoder.pixelSize(of: bytes, name: "nodata.png") }
        #expect(error?.code == .corruptFile)
        #expect(error?.message.contains("IDAT") == true)
    }
}
