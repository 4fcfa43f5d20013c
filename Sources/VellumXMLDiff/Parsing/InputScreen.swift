/// Checks raw input before libxml2 sees it: size, emptiness, binary content and
/// entity declarations (external entities, entity bombs).
enum InputScreen {
    static func check(_ bytes: UnsafeBufferPointer<UInt8>, name: String, options: SVGDiffOptions) throws {
        if bytes.count > options.maxInputBytes || bytes.count > Int(Int32.max) {
            throw XMLDiffError(
                .tooLarge, file: name,
                message: "input is \(bytes.count) bytes, over the limit of \(options.maxInputBytes); "
                    + "raise SVGDiffOptions.maxInputBytes if the file is genuine")
        }
        var line = 1
        var sawContent = false
        var doctypeLine: Int?
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x0a:
                line += 1
            case 0x00:
                throw XMLDiffError(
                    .binary, file: name, line: line,
                    message: "input holds a NUL byte: this is binary data, not SVG text")
            case UInt8(ascii: "<"):
                sawContent = true
                if matches(bytes, at: index, "<!DOCTYPE") {
                    doctypeLine = doctypeLine ?? line
                } else if matches(bytes, at: index, "<!ENTITY"), doctypeLine != nil {
                    throw XMLDiffError(
                        .entityDeclaration, file: name, line: line,
                        message: "the DOCTYPE declares an entity; entity declarations are refused "
                            + "(they can read other files or expand without bound). Remove the DOCTYPE's internal subset")
                }
            case 0x20, 0x09, 0x0d:
                break
            default:
                if !sawContent, !(index < 3 && (byte == 0xef || byte == 0xbb || byte == 0xbf)) {
                    sawContent = true
                }
            }
            index += 1
        }
        if !sawContent {
            throw XMLDiffError(.empty, file: name, message: "input is empty: expected an SVG document")
        }
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<length where bytes[index + offset] != pointer[offset] {
            return false
        }
        return true
    }
}
