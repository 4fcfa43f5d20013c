import VellumGeometry

/// Helpers for XML qualified names.
package enum XMLName {
    /// The local part of a qualified name, lowercased: `svg:foreignObject` → `foreignobject`.
    package static func local(_ qualifiedName: String) -> String {
        let local = qualifiedName.split(separator: ":", omittingEmptySubsequences: false).last ?? Substring(qualifiedName)
        return local.lowercased()
    }
}
