import Foundation
import Testing
import VellumAssets
import VellumGeometry

@Suite("JPEG decoding")
struct JPEGDecoderTests {
    @Test("reads the size from baseline, extended and progressive frames", arguments: [UInt8(0xC0), 0xC1, 0xC2])
    func readsSize(sof: UInt8) throws {
        let size = try JPEGDecoder.pixelSize(of: TestImages.jpeg(width: 640, height: 480, sof: sof), name: "a.jpg")
        #expect(size.width == 640)
        #expect(size.height == 480)
    }

    @Test("the Landscape fixture, written by libjpeg, is 600 x 400 pixels, 300 x 200 points at 2x")
    func readsFixture() throws {
        let data = try Fixtures.bytes("Photos.xcassets/Landscape.imageset/landscape@2x.jpg")
        let image = try ImageDecoder.decode(data, name: "landscape@2x.jpg", scale: 2)
        #expect(image.format == .jpeg)
        #expect(image.size == CGSize(width: 300, height: 200))
    }

    @Test("EXIF orientations 5–8 swap width and height; 1–4 do not",
          arguments: [(UInt16(1), false), (3, false), (4, false), (5, true), (6, true), (7, true), (8, true)])
    func orientation(value: UInt16, swapped: Bool) throws {
        for littleEndian in [false, true] {
            let bytes = TestImages.jpeg(width: 400, height: 300, orientation: value, littleEndianEXIF: littleEndian)
            let size = try JPEGDecoder.pixelSize(of: bytes, name: "o.jpg")
            #expect(size.width == (swapped ? 300 : 400))
            #expect(size.height == (swapped ? 400 : 300))
        }
    }

    @Test("a malformed EXIF block is ignored, not fatal")
    func malformedEXIF() throws {
        var bytes: [UInt8] = [0xFF, 0xD8] + TestImages.segment(0xE1, Array("Exif".utf8) + [0, 0, 0x4D, 0x4D, 0, 42, 0xFF, 0xFF, 0xFF, 0xF0])
        bytes += Array(TestImages.jpeg(width: 7, height: 9).dropFirst(2))
        let size = try JPEGDecoder.pixelSize(of: bytes, name: "e.jpg")
        #expect(size.width == 7 && size.height == 9)
    }

    @Test("every truncation is refused, naming the file")
    func truncated() {
        let full = TestImages.jpeg(width: 10, height: 10, orientation: 6)
        for length in 0 ..< full.count - 1 {
            let error = vellumError { try ImageDecoder.decode(Data(full.prefix(length)), name: "cut.jpg") }
            #expect(error?.code == .corruptFile, "prefix of \(length) bytes")
            #expect(error?.message.contains("cut.jpg") == true)
        }
    }

    @Test("the truncated photo fixture is refused")
    func truncatedFixture() throws {
        let data = try Fixtures.bytes("Broken.xcassets/Truncated.imageset/cut.jpg")
        let error = vellumError { try ImageDecoder.decode(data, name: "cut.jpg") }
        #expect(error?.code == .corruptFile)
        #expect(error?.message.contains("truncated") == true)
    }

    @Test("zero height (DNL) and huge sides are refused")
    func badSizes() {
        #expect(vellumError { try JPEGDecoder.pixelSize(of: TestImages.jpeg(width: 10, height: 0), name: "z.jpg") }?.code == .corruptFile)
        #expect(vellumError { try JPEGDecoder.pixelSize(of: TestImages.jpeg(width: 20000, height: 10), name: "h.jpg") }?.code == .tooLarge)
    }

    @Test("a file without a frame header is refused")
    func noFrame() {
        let bytes: [UInt8] = [0xFF, 0xD8] + TestImages.segment(0xE0, [1, 2, 3]) + [0xFF, 0xD9]
        let error = vellumError { try JPEGDecoder.pixelSize(of: bytes, name: "noframe.jpg") }
        #expect(error?.code == .corruptFile)
        #expect(error?.message.contains("SOF") == true)
    }
}
