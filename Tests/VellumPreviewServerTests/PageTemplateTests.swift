import Foundation
import Testing
@testable import VellumPreviewServer

/// The page's files made into one document: linked files inline, slots filled
/// with escaped text, and what cannot make a page refused.
@Suite struct PageTemplateTests {
    private func template(_ html: String, _ files: [String: String]) throws -> PageTemplate {
        try PageTemplate(html: html) { name in
            guard let text = files[name] else { throw PageTemplate.Failure(description: "no \(name)") }
            return text
        }
    }

    @Test func linkedFilesAreInlinedAndSlotsFilledWithEscapedText() throws {
        let page = try template(#"<title>{{title}}</title><link rel="stylesheet" href="a.css"></head><h1>{{title}}</h1><script src="a.js"></script>"#,
                                ["a.css": "b { x: {{title}} }\n", "a.js": "const o = {{}};\n"])
        #expect(page.slots == ["title"])
        #expect(page.filled(["title": #"<b>&"x"</b>"#]) == """
            <title>&lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt;</title><style>b { x: {{title}} }</style></head>\
            <h1>&lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt;</h1><script>const o = {{}};</script>
            """, "a value is text, never markup; a {{ in a linked file is the file's; its last line break is dropped")
    }

    @Test func aLinkInsideAnInlinedFileIsNotFollowed() throws {
        let page = try template(#"<script src="a.js"></script>"#, ["a.js": #"s = '<link rel="stylesheet" href="b.css">';"#])
        #expect(page.filled([:]) == #"<script>s = '<link rel="stylesheet" href="b.css">';</script>"#)
    }

    @Test func whatCannotMakeAPageIsRefused() {
        #expect(throws: PageTemplate.Failure.self, "a script that would end its element") {
            try template(#"<script src="a.js"></script>"#, ["a.js": "s = '</SCRIPT>';"])
        }
        #expect(throws: PageTemplate.Failure.self, "a style sheet that would end its element") {
            try template(#"<link rel="stylesheet" href="a.css">"#, ["a.css": "/* </style> */"])
        }
        #expect(throws: PageTemplate.Failure.self, "a missing file") { try template(#"<script src="b.js"></script>"#, [:]) }
        #expect(throws: PageTemplate.Failure.self, "an unclosed slot") { try template("<h1>{{title</h1>", [:]) }
        #expect(throws: PageTemplate.Failure.self, "a slot that is not a name") { try template("<h1>{{ title }}</h1>", [:]) }
    }

    @Test func thePreviewPageIsItsFilesWithTheTitleEscaped() throws {
        func file(_ name: String) throws -> String {
            let text = try String(contentsOf: PreviewPage.folder.appendingPathComponent(name), encoding: .utf8)
            #expect(text.hasSuffix("\n"), "\(name) ends with a line break")
            return String(text.dropLast())
        }
        let page = PreviewPage.html(title: "Cards <&> previews")
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\"><head>") && page.hasSuffix("</body></html>\n"))
        #expect(page.contains("<title>Cards &lt;&amp;&gt; previews</title>"))
        #expect(page.contains("<h1>Cards &lt;&amp;&gt; previews</h1>"))
        #expect(page.contains("<style>" + (try file("preview.css")) + "</style></head>"))
        #expect(page.contains("<script>" + (try file("preview.js")) + "</script>\n</body>"))
        #expect(!page.contains("{{") && !page.contains(#"href="preview.css""#) && !page.contains(#"src="preview.js""#))
    }
}
