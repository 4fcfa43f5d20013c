import Foundation
import Testing
import VellumAssets
import VellumGeometry

@Suite("SVG size")
struct SVGDecoderTests {
    private func size(_ root: String) throws -> CGSize {
        try ImageDecoder.decode(Data("<svg \(root)/>".utf8), name: "s.svg").size
    }

    @Test("width and height in user units and absolute units")
    func absolute() throws {
        #expect(try size(#"width="120" height="80""#) == CGSize(width: 120, height: 80))
        #expect(try size(#"width="120px" height="80px" viewBox="0 0 12 8""#) == CGSize(width: 120, height: 80))
        #expect(try size(#"width="1in" height="72pt""#) == CGSize(width: 96, height: 96))
        #expect(try size(#"width="2.54cm" height="25.4mm""#) == CGSize(width: 96, height: 96))
        #expect(try size(#"width="1e2" height=" 5E1 ""#) == CGSize(width: 100, height: 50))
    }

    @Test("the viewBox gives the size, or the missing side by its aspect ratio")
    func viewBox() throws {
        #expect(try size(#"viewBox="0 0 24 12""#) == CGSize(width: 24, height: 12))
        #expect(try size(#"viewBox="-5,-5,30,10""#) == CGSize(width: 30, height: 10))
        #expect(try size(#"width="48" viewBox="0 0 24 12""#) == CGSize(width: 48, height: 24))
        #expect(try size(#"height="36" viewBox="0 0 24 12""#) == CGSize(width: 72, height: 36))
        #expect(try size(#"width="100%" height="100%" viewBox="0 0 7 3""#) == CGSize(width: 7, height: 3))
    }

    @Test("scale divides the size")
    func scale() throws {
        let image = try ImageDecoder.decode(Data(#"<svg viewBox="0 0 40 20"/>"#.utf8), name: "s.svg", scale: 2)
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.format == .svg)
    }

    @Test("no size, zero, negative or huge sizes are refused", arguments: [
        "", #"width="10""#, #"width="10%" height="10%""#, #"viewBox="0 0 0 10""#, #"viewBox="0 0 -1 10""#,
        #"viewBox="0 0 10""#, #"width="0" height="5""#, #"width="-3" height="5""#, #"viewBox="0 0 1e400 1""#,
    ])
    func noSize(root: String) {
        let error = vellumError { try size(root) }
        #expect(error?.code == .corruptFile)
        #expect(error?.message.contains("s.svg") == true)
    }

    @Test("sides beyond the limit are too large")
    func tooLarge() {
        #expect(vellumError { try size(#"width="20000" height="10""#) }?.code == .tooLarge)
        #expect(vellumError { try size(#"width="1e300" height="10""#) }?.code == .tooLarge)
    }

    @Test("the decoded bytes are the sanitised document")
    func sanitisedBytes() throws {
        let image = try ImageDecoder.decode(Data(#"<svg viewBox="0 0 1 1" onload="x()"><script>y()</script></svg>"#.utf8), name: "s.svg")
        let text = String(decoding: image.bytes, as: UTF8.self)
        #expect(text == #"<svg viewBox="0 0 1 1" xmlns="http://www.w3.org/2000/svg"></svg>"#)
    }
}
