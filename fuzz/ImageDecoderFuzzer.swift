// libFuzzer harness for asset decoding (VellumAssets' ImageDecoder): PNG, JPEG
// and SVG recognised by content, size read, SVG sanitised. Any byte sequence
// must either decode or throw a VellumError; none may trap, hang or read out
// of bounds. Built and run by `scripts/fuzz`.
//
// Properties checked beyond "does not crash":
// - a decoded image has a finite, non-negative size;
// - a decoded SVG, decoded again, gives the same size (sanitising is stable).
import Foundation
import VellumGeometry
import VellumAssets

/// Stops the run with a message libFuzzer records as a crash.
private func violated(_ property: String) -> Never {
    FileHandle.standardError.write(Data("property violated: \(property)\n".utf8))
    abort()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageDecoder(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Data(bytes: data, count: count)
    let image: ImageData
    do {
        image = try ImageDecoder.decode(bytes, name: "fuzz", scale: 2)
    } catch let error as VellumError {
        if error.message.isEmpty { violated("an error without a message") }
        return 0
    } catch {
        violated("an error that is not a VellumError: \(error)")
    }
    let size = image.size
    if !size.width.isFinite || !size.height.isFinite || size.width < 0 || size.height < 0 {
        violated("decoded size \(size)")
    }
    if image.format == .svg {
        do {
            let again = try ImageDecoder.decode(image.bytes, name: "fuzz-again", scale: 2)
            if again.size != image.size { violated("sanitised SVG decodes to \(again.size), first \(image.size)") }
        } catch {
            violated("sanitised SVG does not decode again: \(error)")
        }
    }
    return 0
}
