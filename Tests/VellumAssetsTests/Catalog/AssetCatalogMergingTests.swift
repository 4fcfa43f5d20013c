import Foundation
import Testing
import VellumAssets

/// An app's catalogs seen as one, as Xcode's previews see every target's.
@Suite("AssetCatalog(merging:)")
struct AssetCatalogMergingTests {
    @Test("the merged catalog has the assets of each and says where they came from")
    func merging() throws {
        let photos = try AssetCatalog(contentsOf: Fixtures.photos)
        let features = try AssetCatalog(contentsOf: Fixtures.features)
        let both = AssetCatalog(merging: [photos, features])
        #expect(both.imageNames == Set(photos.imageNames + features.imageNames).sorted())
        #expect(both.colorNames == Set(photos.colorNames + features.colorNames).sorted())
        #expect(both.url == photos.url)
        #expect(both.mergedURLs == [features.url].compactMap { $0 })
        #expect(both.catalogDescription.contains("Photos.xcassets") && both.catalogDescription.contains("Features.xcassets"))
        #expect(AssetCatalog(merging: [photos]) == photos)
        #expect(AssetCatalog(merging: []) == AssetCatalog())
    }
}
