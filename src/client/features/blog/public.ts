// What other features use of the blog (decision 022): the article language's name and its lang/dir.
export { articleTextProps, languageName } from './components/article-language';
