//! Text put inside HTML or XML: the four characters markup gives a meaning escaped, once for
//! the testlib checker's XML report and the pages of `eight show`.
//!
//! # Costs
//! One pass over the text.

/// `text` with `&`, `<`, `>` and `"` written as entities.
pub(crate) fn escape_markup(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for character in text.chars() {
        match character {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            other => escaped.push(other),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_escaped_and_the_rest_kept() {
        assert_eq!(
            escape_markup("a<b>&\"c\" \u{e9}`x`"),
            "a&lt;b&gt;&amp;&quot;c&quot; \u{e9}`x`"
        );
    }
}
