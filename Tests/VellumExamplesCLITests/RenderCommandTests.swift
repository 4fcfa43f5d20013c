import Foundation
import Testing
import Vellum
import VellumExamplesCLI
import VellumTestSupport

/// `vellum-examples render`: a component is drawn at its fitting size unless asked for
/// its canvas; a screen stays on its device.
@Suite struct RenderCommandTests {
    /// The `width` and `height` of the SVG root in `file`.
    static func size(of file: URL) throws -> CGSize {
        let text = try String(contentsOf: file, encoding: .utf8)
        let head = try #require(text.components(separatedBy: ">").first)
        func number(_ name: String) throws -> CGFloat {
            let value = try #require(head.components(separatedBy: " \(name)=\"").dropFirst().first?.split(separator: "\"").first)
            return CGFloat(try #require(Double(value)))
        }
        return CGSize(width: try number("width"), height: try number("height"))
    }

    static func render(_ arguments: [String]) throws -> (status: Int32, file: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("out.svg")
        return (RenderCommand().run(arguments + ["--out", file.path]), file)
    }

    @Test func aComponentIsDrawnAtItsFittingSizeByDefault() throws {
        let (status, file) = try Self.render(["border-inside"])
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        #expect(status == 0)
        // Proposed .unspecified, as SVGRenderer(content:) draws it: the canvas is the bordered text's ideal size.
        let size = try Self.size(of: file)
        #expect(size.width > 200 && size.width < 340, "narrower than the gallery's 340-point canvas: \(size)")
        #expect(size.height > 10 && size.height < 80, "\(size)")
        // On the 3× pixel grid (written with three decimals).
        #expect(abs((size.width * 3).rounded() - size.width * 3) < 0.01 && abs((size.height * 3).rounded() - size.height * 3) < 0.01)
    }

    @Test func canvasDrawsTheGalleryCanvasAndDeviceDrawsTheScreen() throws {
        let (status, file) = try Self.render(["border-inside", "--canvas"])
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        #expect(status == 0)
        #expect(try Self.size(of: file) == CGSize(width: 340, height: 80))

        let (onDevice, deviceFile) = try Self.render(["border-inside", "--device", "iPhoneSE"])
        defer { try? FileManager.default.removeItem(at: deviceFile.deletingLastPathComponent()) }
        #expect(onDevice == 0)
        #expect(try Self.size(of: deviceFile) == CGSize(width: 375, height: 667))
    }

    @Test func aScreenStaysOnItsDeviceUnlessFitted() throws {
        let (status, file) = try Self.render(["profile-card"])
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        #expect(status == 0)
        #expect(try Self.size(of: file) == Device.iPhone15Pro.size)

        let (fitted, fitFile) = try Self.render(["profile-card", "--fit"])
        defer { try? FileManager.default.removeItem(at: fitFile.deletingLastPathComponent()) }
        #expect(fitted == 0)
        #expect(try Self.size(of: fitFile) != Device.iPhone15Pro.size)
    }

    @Test("--png writes the SVG's PNG beside it, at --scale pixels a point")
    func pngBesideTheSVG() throws {
        let (status, file) = try Self.render(["border-inside", "--canvas", "--png", "--scale", "2"])
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        #expect(status == 0)
        let png = file.deletingPathExtension().appendingPathExtension("png")
        let image = try PNGImage(contentsOf: png)
        #expect((image.width, image.height) == (680, 160))
        // The gallery's white canvas, and the purple border (#AF52DE, 4 points wide, its left edge centred at x = 27.333).
        #expect(try image.pixel(0, 0) == [255, 255, 255, 255])
        let border = try image.pixel(54, 80)
        #expect(zip(border, [0xAF, 0x52, 0xDE, 255]).allSatisfy { abs($0 - $1) <= 8 }, "\(border)")

        let (screen, screenFile) = try Self.render(["profile-card", "--device", "iPhoneSE", "--png"])
        defer { try? FileManager.default.removeItem(at: screenFile.deletingLastPathComponent()) }
        #expect(screen == 0)
        let screenImage = try PNGImage(contentsOf: screenFile.deletingPathExtension().appendingPathExtension("png"))
        #expect((screenImage.width, screenImage.height) == (375, 667))
        #expect(try screenImage.pixel(2, 2)[3] == 255, "a screen is opaque")

        #expect(RenderCommand().run(["border-inside", "--png", "--scale", "0"]) == 2)
    }

    @Test("--tree writes the views as text beside the SVG, one file per variant too")
    func treeBesideTheSVG() throws {
        let (status, file) = try Self.render(["profile-card", "--device", "iPhoneSE", "--tree"])
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        #expect(status == 0)
        let tree = try String(contentsOf: file.deletingPathExtension().appendingPathExtension("tree.txt"), encoding: .utf8)
        let lines = tree.split(separator: "\n")
        #expect(lines.count > 5 && lines.allSatisfy { $0.contains(" frame=(") }, "\(tree.prefix(500))")
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Text \"") }, "\(tree.prefix(500))")

        let (variants, variantFile) = try Self.render(["border-inside", "--variant", "light", "--variant", "dark", "--tree"])
        defer { try? FileManager.default.removeItem(at: variantFile.deletingLastPathComponent()) }
        #expect(variants == 0)
        let folder = variantFile.deletingLastPathComponent()
        let light = try String(contentsOf: folder.appendingPathComponent("out.light.tree.txt"), encoding: .utf8)
        let dark = try String(contentsOf: folder.appendingPathComponent("out.dark.tree.txt"), encoding: .utf8)
        #expect(!light.isEmpty && light != dark, "each variant's own tree")

        #expect(RenderCommand().run(["captioned-photo-preview-1", "--tree"]) == 2)
    }
}
