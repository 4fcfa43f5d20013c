// swift-tools-version:6.1
// Vellum: SwiftUI views to SVG, on any machine that runs Swift.
//
// The targets mirror the pipeline (see README.md, "How it works"):
//   View ──lower──▶ LayoutNode ──layout──▶ placed tree ──paint──▶ RenderTree ──emit──▶ SVG
import CompilerPluginSupport
import PackageDescription

// Combine, which SwiftUI code imports and uses for `onReceive`, `@Published`
// and view models, exists only on Apple's platforms; elsewhere Vellum brings
// its own `Combine` module with the part SwiftUI code uses.
//
// `SwiftUI`, `UIKit`, `CoreGraphics`, `QuartzCore`, `os` and `OSLog` are the same on Linux: a package's own
// files keep saying `import SwiftUI` and build against Vellum there, while Xcode
// keeps using Apple's modules (README, "Your package, unchanged").
#if canImport(Darwin)
let combine: [Target] = []
let combineDependency: [Target.Dependency] = []
let appleModules: [Target] = []
let appleProducts: [Product] = []
#else
let combine: [Target] = [.target(name: "Combine"), .testTarget(name: "CombineTests", dependencies: ["Combine"])]
let combineDependency: [Target.Dependency] = ["Combine"]
let appleModules: [Target] = [
    .target(name: "CoreGraphics", dependencies: ["VellumGeometry"]),
    .target(name: "QuartzCore", dependencies: ["VellumViews"]),
    .target(name: "UIKit", dependencies: ["VellumViews", "CoreGraphics", "QuartzCore"]),
    // Swift Testing declares cross-import overlays with CoreGraphics and UIKit
    // (Apple's attachments of images): a file that imports Testing and one of
    // them makes the compiler import `_Testing_CoreGraphics` or `_Testing_UIKit`.
    // Linux's toolchain has neither; these empty modules stand in for them.
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "_Testing_UIKit"),
    .target(name: "SwiftUI", dependencies: ["Vellum", "UIKit", "CoreGraphics", "_Testing_CoreGraphics", "_Testing_UIKit"]),
    // `import os` and `import OSLog` (`Logger`, `os_log`, `OSAllocatedUnfairLock`), which SwiftUI files use beside SwiftUI.
    .target(name: "os", dependencies: ["VellumCore"]),
    .target(name: "OSLog", dependencies: ["os"]),
    .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "UIKit", "CoreGraphics", "os", "OSLog", "VellumSnapshotTesting", "VellumXMLDiff", "VellumTestSupport"]),
]
let appleProducts: [Product] = [
    // `import SwiftUI` (with `UIKit` and `CoreGraphics`, as on iOS) on Linux.
    .library(name: "SwiftUI", targets: ["SwiftUI", "UIKit", "CoreGraphics", "_Testing_CoreGraphics", "_Testing_UIKit", "os", "OSLog", "QuartzCore"]),
]
#endif

let package = Package(
    name: "Vellum",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Vellum", targets: ["Vellum", "Charts"]),
        .library(name: "VellumSnapshotTesting", targets: ["VellumSnapshotTesting"]),
        // What `vellum previews` links into the program it builds in a user's package.
        .library(name: "VellumPreviews", targets: ["VellumPreviews"]),
        .executable(name: "vellum", targets: ["vellum"]),
        .plugin(name: "VellumAssetSymbols", targets: ["VellumAssetSymbols"]),
    ] + appleProducts,
    targets: [
        // C libraries, from the system (Debian -dev packages or Homebrew).
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),

        // Runtime discovery of previews linked into a binary (ELF and Mach-O sections).
        .target(name: "CVellumDiscovery"),

        // `#Preview` and `@Previewable`: a compiler plugin with no dependency; the
        // scanner and the expansion live in a library of their own, tested on their own.
        .target(name: "VellumMacroSupport"),
        .macro(name: "VellumMacros", dependencies: ["VellumMacroSupport"]),

        // Pipeline stages.
        .target(name: "VellumGeometry"),
        // The contract the stages share: paints, drawings and effects, styled
        // text and fonts, the text-engine protocol, colours, errors, locks.
        .target(name: "VellumCore", dependencies: ["VellumGeometry"]),
        .target(name: "VellumLayout", dependencies: ["VellumGeometry", "VellumCore"]),
        .target(
            name: "VellumText",
            dependencies: ["VellumGeometry", "VellumCore", "CFreeType", "CHarfBuzz"],
            resources: [.copy("Fonts")]),
        // The one XML reader (libxml2), path-data and transform parser, and escaper.
        .target(name: "VellumXML", dependencies: ["CLibXML2"]),
        .target(name: "VellumSymbols", dependencies: ["VellumGeometry", "VellumCore", "VellumXML"]),
        .target(name: "VellumAssets", dependencies: ["VellumGeometry", "VellumCore", "VellumXML"]),
        .target(
            name: "VellumViews",
            dependencies: ["VellumGeometry", "VellumCore", "VellumLayout", "VellumSymbols", "VellumAssets"] + combineDependency),
        .target(name: "VellumRender", dependencies: ["VellumGeometry", "VellumCore", "VellumLayout"]),
        .target(name: "VellumSVG", dependencies: ["VellumGeometry", "VellumCore", "VellumRender", "VellumXML"]),
        // SVG to PNG with librsvg and cairo, opened at run time (dlopen), so that building Vellum needs neither.
        .target(name: "VellumRaster", dependencies: ["VellumCore"]),
        // The screen as a stage, after painting: a presentation composed over the
        // screen, device chrome (status bar, home indicator, keyboard), the
        // accessibility overlay; and the devices the screen is drawn for.
        .target(name: "VellumScreen", dependencies: ["VellumGeometry", "VellumCore", "VellumLayout", "VellumViews", "VellumRender", "VellumText"]),
        // The settled, laid-out views as text (`SVGRenderer.viewTree()`).
        .target(name: "VellumViewTree", dependencies: ["VellumGeometry", "VellumCore", "VellumLayout"]),
        // `import Charts`: Swift Charts drawn with Vellum's views, layout and text.
        .target(name: "Charts", dependencies: ["VellumGeometry", "VellumCore", "VellumLayout", "VellumViews"]),
        .target(
            name: "Vellum",
            dependencies: [
                "VellumGeometry", "VellumCore", "VellumLayout", "VellumViews", "VellumText",
                "VellumRender", "VellumScreen", "VellumSVG", "VellumAssets", "VellumSymbols", "VellumViewTree",
                "CVellumDiscovery", "VellumMacros", "VellumRaster", "VellumXML",
            ] + combineDependency),

        // Snapshot testing.
        .target(name: "VellumXMLDiff", dependencies: ["VellumXML"]),
        .target(name: "VellumSnapshotTesting", dependencies: ["Vellum", "VellumXMLDiff", "VellumXML"]),

        // Galleries of previews: the page writer, and the host `vellum previews` builds.
        .target(name: "VellumPreviews", dependencies: ["Vellum", "VellumXML", "VellumScreen", "VellumRaster"], resources: [.copy("Page")]),
        // `vellum preview`: the page on localhost, its events, the watcher, the host it runs.
        // Its page is the files in Page/ (HTML, CSS, script), inlined into one document when served.
        .target(name: "VellumPreviewServer", dependencies: ["VellumCore", "VellumXML"], resources: [.copy("Page")]),
        .testTarget(name: "VellumPreviewServerTests", dependencies: ["VellumPreviewServer", "VellumCLI", "VellumMCP", "VellumTestSupport"]),

        // Examples and the command-line tool.
        .target(name: "VellumExamples", dependencies: ["Vellum", "Charts"], path: "examples", resources: [.copy("Assets.xcassets"), .copy("Localization/Strings")],
                plugins: ["VellumAssetSymbols"]),
        // `vellum mcp`'s protocol: JSON, JSON-RPC 2.0 and the Model Context Protocol over stdio, with no Vellum in it.
        .target(name: "VellumMCP", dependencies: ["VellumCore"]),
        .testTarget(name: "VellumMCPTests", dependencies: ["VellumMCP"]),
        .target(name: "VellumCLI", dependencies: ["Vellum", "VellumCore", "VellumXMLDiff", "VellumXML", "VellumPreviews", "VellumMacroSupport", "VellumPreviewServer", "VellumMCP", "VellumRaster"]),
        .executableTarget(name: "vellum", dependencies: ["VellumCLI"]),
        // `vellum-examples gallery | render | list`: Vellum's own examples (`scripts/gallery`), in a tool
        // of their own so that `vellum`, the one a package's owner runs, does not link the example app.
        .target(name: "VellumExamplesCLI", dependencies: ["VellumCLI", "Vellum", "VellumViews", "VellumExamples", "VellumPreviews", "VellumRaster"]),
        .executableTarget(name: "vellum-examples", dependencies: ["VellumExamplesCLI"]),
        // Xcode's asset symbols (`Color(.brandRed)`, `Image(.avatar)`) from a target's catalogs.
        .executableTarget(name: "vellum-asset-symbols", dependencies: ["VellumAssets", "VellumMacroSupport"]),
        .plugin(name: "VellumAssetSymbols", capability: .buildTool(), dependencies: ["vellum-asset-symbols"]),
        // Benchmarks: `swift run -c release vellum-bench`.
        .executableTarget(
            name: "vellum-bench",
            dependencies: ["Vellum", "VellumGeometry", "VellumCore", "VellumViews", "VellumLayout", "VellumText", "VellumRender", "VellumSVG", "VellumXMLDiff", "VellumExamples",
                           "VellumSnapshotTesting"]),

        // What tests share: headless Chromium over the DevTools protocol, SVG rendered to PNG with
        // Chromium or librsvg (`scripts/chromium`, `scripts/rsvg`) and read back, the package's folder, scratch folders,
        // and SVGQuery, which reads an SVG with VellumXML's reader so that tests check elements, not substrings.
        .target(name: "VellumTestSupport", dependencies: ["VellumCore", "VellumLayout", "VellumXML"], path: "Tests/VellumTestSupport"),
        // DeviceLayout: a view lowered and laid out on a device with the real text engine, for the tests of
        // lowering and layout (VellumViewsTests) and the layout checks beside SVG ones (VellumTests).
        .target(name: "VellumViewsTestSupport", dependencies: ["VellumCore", "VellumLayout", "VellumScreen", "VellumText", "VellumViews", "VellumTestSupport"],
                path: "Tests/VellumViewsTestSupport"),
        .testTarget(name: "VellumTestSupportTests", dependencies: ["VellumTestSupport"]),

        // Tests mirror the sources.
        .testTarget(name: "VellumMacroSupportTests", dependencies: ["VellumMacroSupport"]),
        .testTarget(name: "VellumGeometryTests", dependencies: ["VellumGeometry"]),
        .testTarget(name: "VellumXMLTests", dependencies: ["VellumXML"]),
        .testTarget(name: "VellumCoreTests", dependencies: ["VellumCore", "VellumGeometry"]),
        .testTarget(name: "VellumLayoutTests", dependencies: ["VellumLayout", "VellumGeometry", "VellumCore", "VellumTestSupport"]),
        .testTarget(name: "VellumTextTests", dependencies: ["VellumText", "VellumGeometry", "VellumCore"]),
        .testTarget(name: "VellumSymbolsTests", dependencies: ["VellumSymbols", "VellumGeometry", "VellumCore", "VellumTestSupport"]),
        .testTarget(name: "VellumAssetsTests", dependencies: ["VellumAssets", "VellumGeometry", "VellumCore", "VellumTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "VellumViewsTests", dependencies: ["VellumViews", "VellumLayout", "VellumGeometry", "VellumCore", "VellumAssets", "VellumText", "VellumRender", "VellumScreen", "VellumTestSupport", "VellumViewsTestSupport"] + combineDependency),
        .testTarget(name: "VellumRenderTests", dependencies: ["VellumRender", "VellumLayout", "VellumGeometry", "VellumCore"]),
        .testTarget(name: "VellumScreenTests", dependencies: ["VellumScreen", "VellumRender", "VellumViews", "VellumLayout", "VellumGeometry", "VellumCore"]),
        .testTarget(name: "VellumRasterTests", dependencies: ["VellumRaster", "VellumCore", "VellumTestSupport"]),
        .testTarget(name: "VellumSVGTests", dependencies: ["VellumSVG", "VellumRender", "VellumGeometry", "VellumCore", "VellumXMLDiff", "VellumTestSupport"]),
        .testTarget(name: "VellumTests", dependencies: ["Vellum", "VellumGeometry", "VellumCore", "VellumSymbols", "VellumViews", "VellumLayout", "VellumText", "VellumRender", "VellumScreen", "VellumSVG", "VellumXMLDiff", "VellumExamples", "VellumTestSupport", "VellumViewsTestSupport"] + combineDependency),
        .testTarget(name: "VellumXMLDiffTests", dependencies: ["VellumXMLDiff"]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "Vellum", "VellumXMLDiff", "VellumTestSupport"]),
        .testTarget(name: "VellumSnapshotTestingTests", dependencies: ["VellumSnapshotTesting", "Vellum", "VellumXMLDiff", "VellumTestSupport"]),
        // The examples' previews are the subjects of the preview gallery's and host's tests.
        .testTarget(name: "VellumCLITests", dependencies: ["VellumCLI", "VellumXMLDiff", "VellumPreviews", "Vellum", "VellumExamples", "VellumTestSupport", "VellumCore", "VellumRaster"]),
        .testTarget(name: "VellumExamplesCLITests", dependencies: ["VellumExamplesCLI", "VellumCLI", "VellumExamples", "Vellum", "VellumXMLDiff", "VellumTestSupport"]),
        // The isolation tests of VellumTests compiled in Swift 5 mode: user code type-checks in both.
        .testTarget(name: "VellumSwift5Tests", dependencies: ["Vellum", "VellumTestSupport"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "VellumExamplesTests", dependencies: ["VellumExamples", "Vellum", "VellumSnapshotTesting", "VellumXMLDiff", "VellumTestSupport"]),
    ] + combine + appleModules,
    swiftLanguageModes: [.v6]
)
