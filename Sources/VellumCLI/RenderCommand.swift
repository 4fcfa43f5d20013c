import Vellum
import VellumExamples
/// `vellum render NAME [options]`: one example to an SVG file.
package struct RenderCommand {
    package init() {}

    package func run(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first, !name.hasPrefix("-") else {
            Console.error("vellum render: name an example (see `vellum list`)\n\n\(VellumCommand.usage)")
            return 2
        }
        var scheme = ColorScheme.light, keyboard: Bool?, device: Device?, chrome = false
        var out = "\(name).svg"
        var i = 1
        while i < arguments.count {
            let a = arguments[i]
            switch a {
            case "--dark": scheme = .dark
            case "--light": scheme = .light
            case "--keyboard": keyboard = true
            case "--no-keyboard": keyboard = false
            case "--chrome": chrome = true
            case "--out" where i + 1 < arguments.count: out = arguments[i + 1]; i += 1
            case "--device" where i + 1 < arguments.count:
                let wanted = arguments[i + 1].lowercased()
                guard let d = Device.presets.first(where: { $0.name.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-inch", with: "").lowercased() == wanted }) else {
                    Console.error("vellum render: unknown device '\(arguments[i + 1])'; use iPhone15Pro, iPhone16Pro, iPhoneSE or iPadPro11")
                    return 2
                }
                device = d; i += 1
            default:
                Console.error("vellum render: unexpected argument '\(a)'")
                return 2
            }
            i += 1
        }
        do {
            let svg: String
            if name == "captioned-photo-previews" {
                svg = try ExampleGallery.captionedPhotoPreviews(device: device ?? .iPhone15Pro).first ?? ""
            } else {
                guard let example = ExampleGallery.named(name) else {
                    Console.error("vellum render: no example named '\(name)'; `vellum list` shows them")
                    return 2
                }
                svg = try example.svg(colorScheme: scheme, device: device, keyboardVisible: keyboard, chrome: chrome)
            }
            try AtomicFile.write(Data(svg.utf8), to: URL(fileURLWithPath: out))
            Console.out("Wrote \(out)")
            return 0
        } catch {
            Console.error("vellum render: \(error)")
            return 1
        }
    }
}
