import Testing
import TerminalUI

/// Key names read back: every name `bankui keys` writes is the key it names.
@Suite struct KeyNameTests {
    @Test func everyWrittenNameReadsBackAsItsKey() {
        let keys: [Key] = [.character("a"), .character("H"), .character("?"), .character(" "), .character("가"), .up, .down,
                           .left, .right, .home, .end, .pageUp, .pageDown, .insert, .delete, .function(1), .function(12),
                           .tab, .backTab, .enter, .backspace, .escape, .alt("1"), .control("r")]
        for key in keys {
            #expect(Key(name: key.name) == key, "\(key.name)")
            #expect(Key(name: key.helpName) == key, "\(key.helpName)")
            #expect(Key(name: key.hintName) == key, "\(key.hintName)")
        }
    }

    @Test func namesThatAreNoKeyAreRefused() {
        for name in ["", "Ctrl-", "Ctrl-1", "F0", "F13", "F01", "Hyper-a", "ab", " ", "\u{7}"] {
            #expect(Key(name: name) == nil, "\(name)")
        }
        #expect(Key(name: "ctrl-R") == .control("r"))
        #expect(Key(name: "ESC") == .escape)
    }
}
