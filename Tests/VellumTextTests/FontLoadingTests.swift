import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumText

/// The bundled fonts load from the package's resources; bad fonts fail safely.
@Suite struct FontLoadingTests {
    @Test func everyBundledFaceLoads() throws {
        for face in BundledFace.all { try FontStore.shared.validate(face) }
    }

    @Test func weightsPickTheNearestShippedFace() {
        #expect(FaceRequest.nearest(in: .inter, weight: 600, italic: false)?.face.fileName == "Inter-SemiBold")
        #expect(FaceRequest.nearest(in: .inter, weight: 650, italic: false)?.face.fileName == "Inter-Bold")
        #expect(FaceRequest.nearest(in: .inter, weight: 700, italic: true)?.face.fileName == "Inter-BoldItalic")
        let black = FaceRequest.nearest(in: .inter, weight: 900, italic: true)
        #expect(black?.face.fileName == "Inter-Black" && black?.syntheticOblique == true)
        let mono = FaceRequest.nearest(in: .mono, weight: 400, italic: true)
        #expect(mono?.face.fileName == "JetBrainsMono-Regular" && mono?.syntheticOblique == true)
        #expect(FaceRequest.nearest(in: .cjk, weight: 700, italic: false)?.syntheticBold == true)
    }

    @Test func designsChooseFamilies() {
        #expect(FaceChain.families(for: ResolvedFont(size: 17, design: .monospaced)).first == .mono)
        #expect(FaceChain.families(for: ResolvedFont(size: 17, design: .serif)).prefix(2) == [.serif, .inter])
        #expect(FaceChain.families(for: ResolvedFont(size: 17, design: .rounded)).prefix(2) == [.rounded, .inter])
        #expect(FaceChain.families(for: ResolvedFont(size: 17)).first == .inter)
        #expect(FaceChain.families(for: ResolvedFont(size: 17, family: "Menlo")).first == .mono)
        // Custom families iOS ships, or that name their design, take the nearest bundled design.
        #expect(FaceChain.families(for: ResolvedFont(size: 17, family: "Georgia")).first == .serif)
        #expect(FaceChain.families(for: ResolvedFont(size: 17, family: "Times New Roman")).first == .serif)
        #expect(FaceChain.families(for: ResolvedFont(size: 17, family: "PT Serif")).first == .serif)
        #expect(FaceChain.families(for: ResolvedFont(size: 17, family: "PT Sans")).first == .inter)
        #expect(FaceChain.families(for: ResolvedFont(size: 17, family: "Open Sans")).first == .inter)
        #expect(FaceChain.families(for: ResolvedFont(size: 17, family: "SF Pro Rounded")).first == .rounded)
        // Every family but the emoji one falls back through the others in a fixed order.
        for design in [ResolvedFont.Design.default, .rounded, .serif, .monospaced] {
            let families = FaceChain.families(for: ResolvedFont(size: 17, design: design))
            #expect(families.last == .emoji && Set(families).count == families.count)
        }
    }

    @Test func roundedAndSerifFacesAreTheirDesigns() {
        #expect(FaceRequest.nearest(in: .rounded, weight: 400, italic: false)?.face.fileName == "Nunito-Regular")
        #expect(FaceRequest.nearest(in: .rounded, weight: 800, italic: false)?.face.fileName == "Nunito-ExtraBold")
        let serifItalic = FaceRequest.nearest(in: .serif, weight: 400, italic: true)
        #expect(serifItalic?.face.fileName == "NotoSerif-Regular" && serifItalic?.syntheticOblique == true)
        #expect(FaceRequest.nearest(in: .serif, weight: 600, italic: false)?.face.fileName == "NotoSerif-Bold")
        // Capitals as tall as SF Pro's: Nunito's are 0.705 em, Noto Serif's 0.714 em.
        #expect(abs(BundledFamily.rounded.glyphScale * 0.705 - SwiftUITextMetrics.capHeight) < 1e-9)
        #expect(abs(BundledFamily.serif.glyphScale * 0.714 - SwiftUITextMetrics.capHeight) < 1e-9)
        #expect(BundledFamily.mono.glyphScale == 1)
    }

    @Test func missingFontsThrowAndTheEngineFallsBack() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-no-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let store = FontStore(directory: empty)
        #expect(throws: VellumError.self) { try store.validate(BundledFace.all[0]) }
        let text = plain("Hello")
        let m = FontTextEngine(store: store).measure(text, options: TextOptions(), width: nil)
        #expect(m == ApproximateTextEngine().measure(text, options: TextOptions(), width: nil))
    }

    @Test func corruptFontsThrowCorruptFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bad-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for face in BundledFace.all {
            try Data("not a font".utf8).write(to: dir.appendingPathComponent("\(face.fileName).\(face.fileExtension)"))
        }
        let store = FontStore(directory: dir)
        do {
            try store.validate(BundledFace.all[0])
            Issue.record("a corrupt font loaded")
        } catch let error as VellumError {
            #expect(error.code == .corruptFile)
            #expect(error.message.contains("Inter-Thin.otf"))
        }
        let drawings = FontTextEngine(store: store).draw(plain("Hi"), options: TextOptions(), in: CGSize(width: 50, height: 30))
        #expect(drawings.count == 1 && drawings[0].outline == nil)
    }
}
