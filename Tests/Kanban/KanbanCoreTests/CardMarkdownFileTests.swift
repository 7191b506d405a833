import Testing
@testable import KanbanCore

@Suite struct CardMarkdownFileTests {
    @Test func theFileIsAHeadingABlankLineAndTheBody() {
        #expect(CardMarkdownFile.text(title: "Trip", body: "- [ ] passport") == "# Trip\n\n- [ ] passport\n")
        #expect(CardMarkdownFile.text(title: "Empty", body: "") == "# Empty\n\n\n")
    }

    @Test(arguments: ["", "one line", "two\nlines", "\nstarts blank", "ends with a break\n", "# not a title\nbody",
                      "- [ ] a\n\n```\ncode\n```", "한글 본문 #회의"])
    func writtenAndReadBackIsTheSame(body: String) {
        let read = CardMarkdownFile.read(CardMarkdownFile.text(title: "A title #tag", body: body))
        #expect(read.title == "A title #tag")
        #expect(read.body == body)
    }

    @Test func whatAnEditorMayDo() {
        #expect(CardMarkdownFile.read("# New title\n\nNew body").title == "New title", "no final line break")
        #expect(CardMarkdownFile.read("# New title\n\nNew body").body == "New body")
        #expect(CardMarkdownFile.read("# T\r\n\r\nwindows\r\nlines\r\n").body == "windows\nlines")
        #expect(CardMarkdownFile.read("#   spaced   \nbody").title == "spaced")
        #expect(CardMarkdownFile.read("#   spaced   \nbody").body == "body", "no blank line: the body follows at once")
        #expect(CardMarkdownFile.read("\u{FEFF}# T\n\nb\n").title == "T")
        #expect(CardMarkdownFile.read("# Only a title").body == "")
        #expect(CardMarkdownFile.read("#").title == "")
    }

    @Test func withoutAHeadingTheTitleIsKeptAndAllIsBody() {
        let read = CardMarkdownFile.read("just text\nmore\n")
        #expect(read.title == nil)
        #expect(read.body == "just text\nmore")
        #expect(CardMarkdownFile.read("#tag first\n").title == nil, "a tag is not a heading")
    }
}
