// The tool behind the VellumAssetSymbols build plugin:
//   vellum-asset-symbols OUTPUT.swift CATALOG.xcassets...
// writes the asset symbols of the catalogs to OUTPUT.swift (only when they
// changed, so an unchanged catalog does not rebuild the target).
import Foundation
import VellumAssets
import VellumMacroSupport

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: vellum-asset-symbols OUTPUT.swift CATALOG.xcassets...\n".utf8))
    exit(2)
}

var colorNames: [String] = []
var imageNames: [String] = []
for path in arguments.dropFirst() {
    do {
        let catalog = try AssetCatalog(contentsOf: URL(fileURLWithPath: path))
        colorNames += catalog.colorNames
        imageNames += catalog.imageNames
    } catch {
        FileHandle.standardError.write(Data("\(path): error: \(error)\n".utf8))
        exit(1)
    }
}

let source = AssetSymbolSource(colorNames: colorNames, imageNames: imageNames)
for warning in source.warnings {
    FileHandle.standardError.write(Data("warning: \(warning.message)\n".utf8))
}
let url = URL(fileURLWithPath: output)
let data = Data(source.text.utf8)
if (try? Data(contentsOf: url)) != data {
    do {
        try data.write(to: url, options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("\(output): error: cannot write the asset symbols: \(error)\n".utf8))
        exit(1)
    }
}
