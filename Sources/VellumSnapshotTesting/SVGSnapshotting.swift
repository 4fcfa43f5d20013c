import Foundation
import Vellum

/// How ``assertSVGSnapshot(of:as:named:snapshotDirectory:record:tolerance:fileID:filePath:function:line:column:)``
/// draws a value: the pictures it is compared by, each with its own reference
/// file. A strategy is a value, as in swift-snapshot-testing's
/// `assertSnapshot(of:as:)`; the other `assertSVGSnapshot` functions are each
/// one of these strategies.
///
/// ```swift
/// @Test func card() {
///     assertSVGSnapshot(of: Card(), as: .device(.iPhone15Pro), named: "card")
///     assertSVGSnapshot(of: Card(), as: .layout(.sizeThatFits, variants: [.light, .dark]), named: "card")
///     var renderer = SVGRenderer(content: Card(), device: .iPhoneSE)
///     renderer.keyboardVisible = true
///     assertSVGSnapshot(of: renderer, as: .svg(), named: "card-keyboard")
/// }
/// ```
public struct SVGSnapshotting<Value> {
    /// One picture of a value: the name its reference file adds after the
    /// snapshot's (`<name>.<suffix>.svg`; none for `nil`), and how to draw it,
    /// given the name the picture is reported by.
    struct Picture {
        var suffix: String?
        var svg: (_ label: String) throws -> String
        /// The view tree of the picture's views, kept beside its reference (`<name>.tree.txt`), when it has one.
        var tree: (() throws -> String)? = nil
    }

    /// The pictures of a value, in the order they are checked.
    let pictures: (Value) -> [Picture]
}

extension SVGSnapshotting where Value: View {
    /// The view rendered on a device's screen, with its safe areas, as
    /// `SVGRenderer(content:device:)` draws it.
    ///
    /// ```swift
    /// assertSVGSnapshot(of: Card(), as: .device(.iPhone15Pro, colorScheme: .dark))
    /// ```
    public static func device(_ device: Device, colorScheme: ColorScheme = .light) -> SVGSnapshotting {
        SVGSnapshotting<SVGRenderer<Value>>.svg().pullback { view in
            var renderer = SVGRenderer(content: view, device: device)
            renderer.colorScheme = colorScheme
            return renderer
        }
    }

    /// The view rendered on a plain canvas of `size`, centred, without safe
    /// areas, as `SVGRenderer(content:size:)` draws it.
    ///
    /// ```swift
    /// assertSVGSnapshot(of: Badge(count: 3), as: .size(CGSize(width: 64, height: 64)))
    /// ```
    public static func size(_ size: CGSize, colorScheme: ColorScheme = .light) -> SVGSnapshotting {
        SVGSnapshotting<SVGRenderer<Value>>.svg().pullback { view in
            var renderer = SVGRenderer(content: view, size: size)
            renderer.colorScheme = colorScheme
            return renderer
        }
    }

    /// The view on `layout`'s canvas in each of `variants`, each variant
    /// compared with its own reference (`<name>.<variant>.svg`).
    ///
    /// ```swift
    /// assertSVGSnapshot(of: Card(), as: .layout(variants: [.light, .dark, .accessibility3]), named: "card")
    /// ```
    public static func layout(_ layout: SnapshotLayout = .sizeThatFits, variants: [Variant] = [.light]) -> SVGSnapshotting {
        SVGSnapshotting<SVGRenderer<Value>>.variants(variants).pullback { layout.renderer(for: $0) }
    }
}

extension SVGSnapshotting {
    /// What a configured renderer draws: for snapshots that need an asset
    /// catalog, the keyboard, device chrome or selectable text.
    ///
    /// ```swift
    /// assertSVGSnapshot(of: renderer, as: .svg(), named: "landscape-keyboard")
    /// ```
    public static func svg<Content: View>() -> SVGSnapshotting where Value == SVGRenderer<Content> {
        SVGSnapshotting { renderer in
            [Picture(suffix: nil, svg: { label in try UnsettledPicture.svg(renderer, name: label) }, tree: { try renderer.viewTree() })]
        }
    }

    /// What a configured renderer draws in each of `variants`, each variant
    /// compared with its own reference (`<name>.<variant>.svg`). Two variants
    /// of one name are an error, since they would share a file.
    ///
    /// ```swift
    /// assertSVGSnapshot(of: renderer, as: .variants([.light, .dark + .accessibility3]), named: "login")
    /// ```
    public static func variants<Content: View>(_ variants: [Variant]) -> SVGSnapshotting where Value == SVGRenderer<Content> {
        SVGSnapshotting { renderer in
            let names = variants.map(\.name)
            if let twice = Set(names.filter { name in names.filter { $0 == name }.count > 1 }).sorted().first {
                return [Picture(suffix: nil) { _ in
                    throw VariantError(message: "Two variants are named '\(twice)'; each variant needs its own name for its reference file.")
                }]
            }
            return variants.map { variant in
                Picture(suffix: variant.name, svg: { label in try UnsettledPicture.svg(renderer.applying(variant), name: label) },
                        tree: { try renderer.applying(variant).viewTree() })
            }
        }
    }

    /// This strategy for another kind of value, turned into this one by
    /// `transform` first: how a strategy for your own types is made, as
    /// swift-snapshot-testing's `pullback` makes one.
    ///
    /// ```swift
    /// extension SVGSnapshotting where Value == Order {
    ///     static var receipt: Self { SVGSnapshotting<Receipt>.device(.iPhoneSE).pullback { Receipt(order: $0) } }
    /// }
    /// assertSVGSnapshot(of: order, as: .receipt)
    /// ```
    public func pullback<Other>(_ transform: @escaping (Other) -> Value) -> SVGSnapshotting<Other> {
        SVGSnapshotting<Other> { other in pictures(transform(other)).map { SVGSnapshotting<Other>.Picture(suffix: $0.suffix, svg: $0.svg, tree: $0.tree) } }
    }
}
