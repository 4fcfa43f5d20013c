// libFuzzer harness for the structural SVG diff (VellumXMLDiff).
//
// Input: two documents separated by the first NUL byte (a NUL can never be part
// of a well-formed XML document, so every split is meaningful); without a NUL,
// the input is compared with itself. Built and run by `scripts/fuzz`.
//
// Properties checked beyond "does not crash":
// - a document that parses compares equal to itself;
// - comparing a with b and b with a agree on whether the documents are equal;
// - the unified diff and every difference's description can be produced.
import Foundation
import VellumXMLDiff

/// Splits the fuzzer's bytes into the two documents to compare.
private func documents(_ bytes: UnsafeRawBufferPointer) -> (String, String) {
    if let nul = bytes.firstIndex(of: 0) {
        let a = String(decoding: bytes[..<nul], as: UTF8.self)
        let b = String(decoding: bytes[(nul + 1)...], as: UTF8.self)
        return (a, b)
    }
    let a = String(decoding: bytes, as: UTF8.self)
    return (a, a)
}

/// Stops the run with a message libFuzzer records as a crash.
private func violated(_ property: String) -> Never {
    FileHandle.standardError.write(Data("property violated: \(property)\n".utf8))
    abort()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLDiff(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: data, count: count)
    let (a, b) = documents(bytes)
    let options = SVGDiffOptions()

    if let form = try? SVGCanonicalForm(a, name: "a", options: options) {
        _ = form.text
        _ = form.nodeCount
        do {
            let same = try SVGDiff.compare(a, a, options: options)
            if !same.isEqual { violated("a document differs from itself: \(same.differences.map(\.description))") }
        } catch {
            violated("a document that parses fails to compare with itself: \(error)")
        }
    }

    let forward: SVGDiffResult
    do {
        forward = try SVGDiff.compare(a, b, options: options)
    } catch {
        _ = "\(error)"
        return 0
    }
    _ = forward.unifiedDiff
    _ = forward.differences.map(\.description)
    if let backward = try? SVGDiff.compare(b, a, options: options), backward.isEqual != forward.isEqual {
        violated("compare(a, b).isEqual == \(forward.isEqual) but compare(b, a).isEqual == \(backward.isEqual)")
    }
    return 0
}
